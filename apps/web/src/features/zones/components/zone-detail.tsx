import { useState } from 'react';
import { Skeleton, Stack } from '@mui/material';
import {
  ZONE_MESSAGES,
  canActivate,
  centsToDollars,
  zoneDeleteConfirm,
  type DeliveryZone,
} from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useZone, useZoneSuburbs } from '../../../api/zones.ts';
import { AddRegionDialog } from './add-region-dialog.tsx';
import { useZoneActions } from './zone-detail/use-zone-actions.ts';
import { ZoneDaysEditor } from './zone-detail/zone-days-editor.tsx';
import { ZoneHeader } from './zone-detail/zone-header.tsx';
import { ZoneSuburbsCard } from './zone-detail/zone-suburbs-card.tsx';
import { ZoneSummaryCards } from './zone-detail/zone-summary-cards.tsx';
import { ZoneFormDialog } from './zone-form-dialog.tsx';
import { ZoneSuburbsDialog } from './zone-suburbs-dialog.tsx';

type Props = {
  zoneId: number;
  onDuplicate: (zone: DeliveryZone) => void;
  onDeleted: () => void;
};

/** Zone detail (spec 002 section 2): header, Delivery Details, Delivery Days, Suburbs, and their dialogs. */
export function ZoneDetail({ zoneId, onDuplicate, onDeleted }: Props) {
  const zone = useZone(zoneId);
  const suburbs = useZoneSuburbs(zoneId);
  const actions = useZoneActions(onDeleted);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [dialog, setDialog] = useState<'details' | 'days' | 'suburbs' | 'region' | null>(null);
  const close = () => setDialog(null);

  if (zone.isError) {
    return (
      <ErrorPanel error={zone.error} message={ZONE_MESSAGES.loadZone} onRetry={() => void zone.refetch()} />
    );
  }
  if (!zone.data) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading delivery zone">
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  const z = zone.data;

  return (
    <Stack spacing={2}>
      <ZoneHeader
        zone={z}
        activatable={z.published || canActivate(z, z.suburbCount)}
        busy={actions.updating || zone.isFetching}
        onRename={(name) => actions.rename(z, name)}
        onDelete={() => setConfirmDelete(true)}
        onDuplicate={() => onDuplicate(z)}
        onTogglePublished={() => void actions.togglePublished(z)}
      />
      <ZoneSummaryCards
        zone={z}
        onEditDetails={() => setDialog('details')}
        onEditDays={() => setDialog('days')}
      />
      <ZoneSuburbsCard
        zone={z}
        links={suburbs.data}
        error={suburbs.isError ? suburbs.error : null}
        loading={suburbs.isLoading}
        onRetry={() => void suburbs.refetch()}
        onEditSuburbs={() => setDialog('suburbs')}
        onAddRegion={() => setDialog('region')}
      />

      <ConfirmDialog
        open={confirmDelete}
        title={zoneDeleteConfirm(z.name)}
        confirmLabel="Delete"
        destructive
        busy={actions.deleting}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => void actions.destroy(z).then((done) => done && setConfirmDelete(false))}
      />
      <ZoneFormDialog
        open={dialog === 'details'}
        mode="details"
        initial={{
          name: z.name,
          minimumOrder: String(centsToDollars(z.minimumOrderTotal)),
          cutoff: z.cutoff,
          timeZone: z.timeZone,
        }}
        busy={actions.updating}
        onClose={close}
        onSubmit={async (v) => {
          await actions.saveDetails(z, v);
          close();
        }}
      />
      <ZoneDaysEditor zone={z} open={dialog === 'days'} onClose={close} />
      {suburbs.data && (
        <>
          <ZoneSuburbsDialog open={dialog === 'suburbs'} zoneId={z.id} links={suburbs.data} onClose={close} />
          <AddRegionDialog
            open={dialog === 'region'}
            zoneId={z.id}
            timeZone={z.timeZone}
            links={suburbs.data}
            onClose={close}
          />
        </>
      )}
    </Stack>
  );
}
