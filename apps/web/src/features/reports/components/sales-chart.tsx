import { BarChart } from '@mui/x-charts/BarChart';
import { formatCents, type MonthRow } from '@portal/domain';
import { dayjs } from '../../../lib/format.ts';
import { useIsMobile } from '../../../lib/breakpoints.ts';

const monthLabel = (month: string) => dayjs(`${month}-01`).format('MMM YY');

/** Twelve months of sales (left axis, dollars) and orders (right axis), side by side. */
export function SalesChart({ rows }: { rows: MonthRow[] }) {
  const mobile = useIsMobile();
  return (
    <BarChart
      height={mobile ? 260 : 320}
      dataset={rows.map((r) => ({ month: monthLabel(r.month), sales: r.sales / 100, orders: r.orders }))}
      xAxis={[{ scaleType: 'band', dataKey: 'month', tickLabelStyle: { fontSize: mobile ? 10 : 12 } }]}
      yAxis={[
        {
          id: 'sales',
          position: 'left',
          valueFormatter: (v: number) => `$${Math.round(v).toLocaleString('en-AU')}`,
          width: mobile ? 56 : 72,
        },
        { id: 'orders', position: 'right', width: 40 },
      ]}
      series={[
        {
          dataKey: 'sales',
          label: 'Sales',
          yAxisId: 'sales',
          valueFormatter: (v) => (v === null ? '' : formatCents(Math.round(v * 100))),
        },
        { dataKey: 'orders', label: 'Orders', yAxisId: 'orders' },
      ]}
      margin={{ left: 0, right: 0 }}
    />
  );
}
