import { useState, type ReactNode } from 'react';
import {
  Box,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Money } from '../../../components/money.tsx';

export type RankedRow = { key: string; name: string; detail: ReactNode; cents: number };
type Which = 'thisMonth' | 'lastMonth';

/** Top Customers and Best selling products: a ranked list with a this month / last month switch. */
export function RankedList({
  title,
  rows,
  loading,
  emptyText,
}: {
  title: string;
  rows: Record<Which, RankedRow[]> | undefined;
  loading: boolean;
  emptyText: (which: Which) => string;
}) {
  const [which, setWhich] = useState<Which>('thisMonth');
  const shown = rows?.[which] ?? [];
  const id = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={which}
          onChange={(_e, v: Which | null) => v && setWhich(v)}
          aria-label={`${title} month`}
        >
          <ToggleButton value="thisMonth">This month</ToggleButton>
          <ToggleButton value="lastMonth">Last month</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {loading ? (
        <Box role="status" aria-label={`Loading ${title}`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Box>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {emptyText(which)}
        </Typography>
      ) : (
        <List dense aria-label={`${title}, ${which === 'thisMonth' ? 'this month' : 'last month'}`}>
          {shown.map((row, i) => (
            <ListItem key={row.key} divider={i < shown.length - 1} disableGutters>
              <Typography sx={{ width: 28, color: 'text.secondary', fontWeight: 600 }}>{i + 1}</Typography>
              <ListItemText
                primary={row.name}
                secondary={row.detail}
                sx={{ mr: 1, overflowWrap: 'anywhere' }}
              />
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                <Money cents={row.cents} />
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
