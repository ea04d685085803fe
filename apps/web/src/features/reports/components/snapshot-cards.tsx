import { Box, Paper, Typography } from '@mui/material';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import {
  formatCents,
  percentChange,
  sameDaysLabel,
  type LastMonthToDate,
  type MonthRow,
} from '@portal/domain';

type Card = { title: string; value: string; change: number | null };

function cards(current: MonthRow, previous: MonthRow | undefined): Card[] {
  const prev = previous ?? { sales: 0, orders: 0, active_customers: 0, aov: 0 };
  return [
    { title: 'Sales', value: formatCents(current.sales), change: percentChange(current.sales, prev.sales) },
    { title: 'Orders', value: String(current.orders), change: percentChange(current.orders, prev.orders) },
    {
      title: 'Customers',
      value: String(current.active_customers),
      change: percentChange(current.active_customers, prev.active_customers),
    },
    {
      title: 'Average order value',
      value: formatCents(current.aov),
      change: percentChange(current.aov, prev.aov),
    },
  ];
}

function Change({ change, against }: { change: number | null; against: string }) {
  if (change === null)
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing to compare with {against}
      </Typography>
    );
  const Icon = change > 0 ? TrendingUpIcon : change < 0 ? TrendingDownIcon : TrendingFlatIcon;
  const color = change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2">
        {change > 0 ? '+' : ''}
        {change}% vs {against}
      </Typography>
    </Box>
  );
}

/**
 * Monthly Snapshot: this month so far against the same days of last month ('+12% vs 1–24 Oct'), so a
 * part month is never measured against a whole one.
 */
export function SnapshotCards({
  current,
  previous,
}: {
  current: MonthRow;
  previous: LastMonthToDate | undefined;
}) {
  const against = previous ? sameDaysLabel(previous) : 'last month';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      {cards(current, previous).map((c) => (
        <Paper key={c.title} variant="outlined" role="group" aria-label={c.title} sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {c.title}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ fontWeight: 600, my: 0.5, fontSize: { xs: 20, md: 24 } }}
          >
            {c.value}
          </Typography>
          <Change change={c.change} against={against} />
        </Paper>
      ))}
    </Box>
  );
}
