import { Suspense, useState } from 'react';
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { REPORT_MESSAGES, REPORT_SALES_NOTE } from '@portal/domain';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { LazyOrdersCsvDialog } from '../../components/orders-csv-dialog-lazy.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { pageHeaderAt } from '../../app/page-manifest.ts';
import { paths } from '../../lib/paths.ts';
import type { LandingQueries } from '../../api/landing-data.ts';
import {
  bestSellersQuery,
  lastTwelveMonthsQuery,
  topCustomersQuery,
  useBestSellers,
  useLastTwelveMonths,
  useTopCustomers,
} from '../../api/reports.ts';
import { AccountingExportButton } from './components/accounting-export-button.tsx';
import { RankedList } from './components/ranked-list.tsx';
import { SalesChart, SalesChartSkeleton } from './components/sales-chart.tsx';
import { SnapshotCards } from './components/snapshot-cards.tsx';
import { retryableLazy } from '../../lib/retryable-lazy.tsx';

// The CSV dialogs load with their first opening, not with the page, whose first paint stays small.
const ProductCsvDialog = retryableLazy(
  async () => (await import('./components/product-csv-dialog.tsx')).ProductCsvDialog,
);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const qty = (n: number) => String(Math.round(n * 1000) / 1000);

/** A landing on the reports draws its chart and lists at once (api/landing-data.ts). */
export const landingQueries: LandingQueries = () => [
  lastTwelveMonthsQuery(),
  topCustomersQuery(),
  bestSellersQuery(),
];

export function ReportsPage() {
  const months = useLastTwelveMonths();
  const customers = useTopCustomers();
  const products = useBestSellers();
  const [productCsvOpen, setProductCsvOpen] = useState(false);
  const [ordersCsvOpen, setOrdersCsvOpen] = useState(false);
  const failed = [months, customers, products].find((q) => q.isError);

  const rows = months.data?.data ?? [];
  const current = rows.at(-1);
  // The same days of last month, not all of it (a part month against a whole one says little).
  const previous = months.data?.lastMonthToDate;

  return (
    <Box>
      <PageHeader
        {...pageHeaderAt(paths.reports)}
        actions={
          <>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setProductCsvOpen(true)}>
              Product CSV
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOrdersCsvOpen(true)}>
              Orders CSV
            </Button>
            <AccountingExportButton />
          </>
        }
      />
      {failed ? (
        <ErrorPanel
          title={REPORT_MESSAGES.loadFailedTitle}
          message={REPORT_MESSAGES.loadFailed}
          error={failed.error}
          onRetry={() => {
            void months.refetch();
            void customers.refetch();
            void products.refetch();
          }}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Paper variant="outlined" component="section" aria-labelledby="sales-chart-title" sx={{ p: 2 }}>
            <Typography id="sales-chart-title" variant="h6" component="h2">
              Sales and orders, last 12 months
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {REPORT_SALES_NOTE}
            </Typography>
            {months.isPending ? <SalesChartSkeleton /> : <SalesChart rows={rows} />}
          </Paper>
          <Box component="section" aria-labelledby="snapshot-title">
            <Typography id="snapshot-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              Monthly Snapshot
            </Typography>
            {current ? (
              <SnapshotCards current={current} previous={previous} />
            ) : (
              <Skeleton variant="rectangular" height={110} />
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <RankedList
              title="Top Customers"
              loading={customers.isPending}
              emptyText={(w) =>
                w === 'thisMonth' ? 'No completed orders this month yet' : 'No completed orders last month'
              }
              rows={
                customers.data && {
                  thisMonth: customers.data.thisMonth.map((c) => ({
                    key: String(c.venueId),
                    name: c.name,
                    detail: plural(c.orders, 'order'),
                    cents: c.sales,
                  })),
                  lastMonth: customers.data.lastMonth.map((c) => ({
                    key: String(c.venueId),
                    name: c.name,
                    detail: plural(c.orders, 'order'),
                    cents: c.sales,
                  })),
                }
              }
            />
            <RankedList
              title="Best selling products"
              loading={products.isPending}
              emptyText={(w) =>
                w === 'thisMonth' ? 'No products sold this month yet' : 'No products sold last month'
              }
              rows={
                products.data && {
                  thisMonth: products.data.thisMonth.map((p) => ({
                    key: `${p.productId ?? p.name}`,
                    name: p.name,
                    detail: `Quantity ${qty(p.quantity)}`,
                    cents: p.sales,
                  })),
                  lastMonth: products.data.lastMonth.map((p) => ({
                    key: `${p.productId ?? p.name}`,
                    name: p.name,
                    detail: `Quantity ${qty(p.quantity)}`,
                    cents: p.sales,
                  })),
                }
              }
            />
          </Box>
        </Box>
      )}
      <Suspense fallback={null}>
        {productCsvOpen && <ProductCsvDialog open onClose={() => setProductCsvOpen(false)} />}
        {ordersCsvOpen && <LazyOrdersCsvDialog open onClose={() => setOrdersCsvOpen(false)} />}
      </Suspense>
    </Box>
  );
}
