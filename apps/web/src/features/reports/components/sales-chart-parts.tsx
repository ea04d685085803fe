import type { CSSProperties } from 'react';
import { Box, Typography } from '@mui/material';
import { formatCents, type MonthRow } from '@portal/domain';
import { dayjs } from '../../../lib/dayjs.ts';

export const shortMonth = (month: string) => dayjs(`${month}-01`).format('MMM YY');
export const longMonth = (month: string) => dayjs(`${month}-01`).format('MMMM YYYY');

/** The legend in words (which series is on which axis), not only colours. */
export function ChartLegend({
  items,
  height,
}: {
  items: { label: string; axis: string; colour: string }[];
  height: number;
}) {
  return (
    <Box component="ul" aria-label="Legend" sx={{ display: 'flex', gap: 2, m: 0, p: 0, height }}>
      {items.map(({ label, axis, colour }) => (
        <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box component="span" sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colour }} />
          <Typography variant="body2">
            {label}{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
              {axis}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One month's figures while it is hovered or focused: a plain box placed by the chart, not a popper.
 * Hidden from screen readers, which read the same figures in MonthsTable.
 */
export function ChartTooltip({ row, position }: { row: MonthRow; position: CSSProperties }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        ...position,
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        boxShadow: 2,
        px: 1,
        py: 0.5,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {longMonth(row.month)}
      </Typography>
      <Typography variant="body2">Sales: {formatCents(row.sales)}</Typography>
      <Typography variant="body2">Orders: {row.orders}</Typography>
    </Box>
  );
}

/** A visually hidden element, still read by screen readers. */
const srOnly = {
  position: 'absolute',
  // Strings: in sx a number up to 1 is a fraction of the parent (1 would be 100%).
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The chart's figures for screen readers: the drawing itself is one image. */
export function MonthsTable({ rows }: { rows: MonthRow[] }) {
  return (
    <Box component="table" sx={srOnly}>
      <caption>Sales and orders by month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Sales</th>
          <th scope="col">Orders</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.month}>
            <th scope="row">{longMonth(r.month)}</th>
            <td>{formatCents(r.sales)}</td>
            <td>{r.orders}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
