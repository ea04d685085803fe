import { useState } from 'react';
import { ZONE_NOTICE_MS, type DeliveryZone } from '@portal/domain';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useSetZoneDays } from '../../../../api/zones.ts';
import { ZoneDaysDialog } from '../zone-days-dialog.tsx';
import { firstMessage } from './use-zone-actions.ts';

/** Edit Delivery Days wired to PUT zones/{id}/days; a refusal shows in the dialog. */
export function ZoneDaysEditor({
  zone,
  open,
  onClose,
}: {
  zone: DeliveryZone;
  open: boolean;
  onClose: () => void;
}) {
  const setDays = useSetZoneDays();
  const [error, setError] = useState<string | null>(null);
  return (
    <ZoneDaysDialog
      open={open}
      days={zone.deliveryDays}
      busy={setDays.isPending}
      error={error}
      onClose={() => {
        setError(null);
        onClose();
      }}
      onSave={(days) => {
        setError(null);
        setDays.mutate(
          { id: zone.id, days },
          {
            onSuccess: () => {
              notifySuccess('Successfully updated delivery days', ZONE_NOTICE_MS);
              onClose();
            },
            onError: (e) => {
              setError(firstMessage(e) ?? 'We were unable to update this zone');
            },
          },
        );
      }}
    />
  );
}
