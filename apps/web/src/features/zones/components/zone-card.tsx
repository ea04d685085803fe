import { Box, Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { WEEKDAYS, formatCutoff, type DeliveryDay, type DeliveryZone } from '@portal/domain';
import { Money } from '../../../components/money.tsx';

/**
 * M T W T F S S: an active delivery day is a filled, bold square; an inactive one plain and struck
 * through, so they differ by shape and weight, not colour only (and both reach 4.5:1).
 */
export function WeekdayInitials({ days }: { days: DeliveryDay[] }) {
  const active = WEEKDAYS.filter((w) => days.some((d) => d.deliveryDay === w.day && d.enabled));
  return (
    <Box
      component="span"
      role="img"
      aria-label={active.length ? `Delivers ${active.map((w) => w.name).join(', ')}` : 'No delivery days'}
      sx={{ display: 'inline-flex', gap: 0.5, fontFamily: 'monospace', whiteSpace: 'nowrap' }}
    >
      {WEEKDAYS.map((w) => {
        const on = active.includes(w);
        return (
          <Box
            component="span"
            aria-hidden
            key={w.day}
            data-active={on ? 'true' : undefined}
            sx={{
              display: 'inline-block',
              minWidth: '1.4em',
              textAlign: 'center',
              borderRadius: 0.5,
              fontWeight: on ? 700 : 400,
              color: on ? 'primary.contrastText' : 'text.secondary',
              bgcolor: on ? 'primary.main' : 'transparent',
              textDecoration: on ? 'none' : 'line-through',
            }}
          >
            {w.initial}
          </Box>
        );
      })}
    </Box>
  );
}

export function ZoneStatusChip({ on }: { on: boolean }) {
  return <Chip size="small" label={on ? 'On' : 'Off'} color={on ? 'success' : 'default'} />;
}

export function ZoneCard({
  zone,
  selected,
  onSelect,
}: {
  zone: DeliveryZone;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <CardActionArea onClick={onSelect} aria-current={selected ? 'true' : undefined}>
        <CardContent sx={{ py: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <ZoneStatusChip on={zone.published} />
            <Typography component="h3" sx={{ fontWeight: 600, flex: 1 }} noWrap>
              {zone.name}
            </Typography>
          </Stack>
          <WeekdayInitials days={zone.deliveryDays} />
          <Typography variant="body2" color="text.secondary">
            Cutoff {formatCutoff(zone.cutoff)} · Min <Money cents={zone.minimumOrderTotal} /> ·{' '}
            {zone.suburbCount} {zone.suburbCount === 1 ? 'suburb' : 'suburbs'}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ZoneCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent>
        <Skeleton width="60%" />
        <Skeleton width="40%" />
        <Skeleton width="80%" />
      </CardContent>
    </Card>
  );
}
