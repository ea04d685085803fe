import { Box, Button, Stack, ToggleButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { DeliveryZone } from '@portal/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { ZONE_MESSAGES } from '@portal/domain';
import { ZoneCard, ZoneCardSkeleton } from './zone-card.tsx';

type Props = {
  zones: DeliveryZone[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  selectedId: number | null;
  bySuburb: boolean;
  onSelect: (id: number) => void;
  onCreate: () => void;
  onToggleBySuburb: () => void;
};

/** The left panel: count, Create Zone, By Suburb toggle and the zone cards sorted by name. */
export function ZonesPanel(p: Props) {
  return (
    <Box
      component="nav"
      aria-label="Delivery zones"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography variant="h6" component="h2">
        Delivery Zones{p.zones ? ` (${p.zones.length})` : ''}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={p.onCreate}>
          Create Zone
        </Button>
        <ToggleButton
          value="suburb"
          size="small"
          selected={p.bySuburb}
          onChange={p.onToggleBySuburb}
          sx={{ textTransform: 'none' }}
        >
          By Suburb
        </ToggleButton>
      </Stack>
      {p.error ? (
        <ErrorPanel error={p.error} message={ZONE_MESSAGES.loadZones} onRetry={p.onRetry} />
      ) : p.loading ? (
        [0, 1, 2].map((i) => <ZoneCardSkeleton key={i} />)
      ) : (
        p.zones?.map((z) => (
          <ZoneCard
            key={z.id}
            zone={z}
            selected={!p.bySuburb && z.id === p.selectedId}
            onSelect={() => p.onSelect(z.id)}
          />
        ))
      )}
    </Box>
  );
}
