import { Box, Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { WEEKDAYS, formatCutoff, type DeliveryDay, type DeliveryZone } from '@portal/domain';
import { Money } from '../../../components/money.tsx';

/** M T W T F S S with the active delivery days emphasised. */
export function WeekdayInitials({ days }: { days: DeliveryDay[] }) {
  const active = WEEKDAYS.filter((w) => days.some((d) => d.deliveryDay === w.day && d.enabled));
  return (
    <Box
      component="span"
      aria-label={active.length ? `Delivers ${active.map((w) => w.name).join(', ')}` : 'No delivery days'}
      sx={{ display: 'inline-flex', gap: 0.5, fontFamily: 'monospace' }}
    >
      {WEEKDAYS.map((w) => {
        const on = active.includes(w);
        return (
          <Box
            component="span"
            aria-hidden
            key={w.day}
            sx={{ fontWeight: on ? 700 : 400, color: on ? 'primary.main' : 'text.disabled' }}
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
