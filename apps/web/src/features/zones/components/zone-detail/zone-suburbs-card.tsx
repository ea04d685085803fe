import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { ZONE_MESSAGES, type DeliveryZone, type ZoneSuburbLink } from '@portal/domain';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { ZoneSuburbsView } from '../zone-suburbs-view.tsx';
import { ZoneSection } from './zone-section.tsx';

/** The Suburbs card: how many are on, the postcodes, Edit Suburbs and Add a delivery region. */
export function ZoneSuburbsCard({
  zone,
  links,
  error,
  loading,
  onRetry,
  onEditSuburbs,
  onAddRegion,
}: {
  zone: DeliveryZone;
  links: ZoneSuburbLink[] | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  onEditSuburbs: () => void;
  onAddRegion: () => void;
}) {
  return (
    <ZoneSection
      title="Suburbs"
      action={
        <Stack direction="row" spacing={1}>
          <Button onClick={onAddRegion} disabled={!links}>
            Add a delivery region
          </Button>
          <Button onClick={onEditSuburbs} disabled={!links}>
            Edit Suburbs
          </Button>
        </Stack>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {zone.suburbCount} {zone.suburbCount === 1 ? 'suburb' : 'suburbs'} on
      </Typography>
      {error ? (
        <ErrorPanel error={error} message={ZONE_MESSAGES.loadZone} onRetry={onRetry} />
      ) : loading ? (
        <Skeleton variant="rounded" height={80} />
      ) : links?.length ? (
        <ZoneSuburbsView links={links} />
      ) : (
        <Typography color="text.secondary">
          No suburbs yet. Use Edit Suburbs or add a delivery region.
        </Typography>
      )}
    </ZoneSection>
  );
}
