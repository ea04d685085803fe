import { useState } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import { ZONE_MESSAGES, regionTimeZoneWarning, suburbKey, type ZoneSuburbLink } from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fetchRegionEntries, useDeliveryRegions, useSetZoneSuburbs } from '../../../api/zones.ts';

type Props = {
  open: boolean;
  zoneId: number;
  /** The zone's time zone: a region in a state of another one gets a warning before it is added. */
  timeZone: string;
  links: ZoneSuburbLink[];
  onClose: () => void;
};

/** The quick action: every suburb of a named delivery region is added to the zone, switched on. */
export function AddRegionDialog({ open, zoneId, timeZone, links, onClose }: Props) {
  const regions = useDeliveryRegions(open);
  const [name, setName] = useState('');
  const region = regions.data?.find((r) => r.name === name);
  const warning = region ? regionTimeZoneWarning(region, timeZone) : null;
  const [busy, setBusy] = useState(false);
  const save = useSetZoneSuburbs();

  const add = async () => {
    if (!name) return;
    setBusy(true);
    try {
      const { entries } = await fetchRegionEntries(name);
      const byKey = new Map(links.map((l) => [suburbKey(l.suburb), l]));
      for (const e of entries) {
        const postcode = String(e.postcode).padStart(4, '0');
        const key = suburbKey({ name: e.suburb, postcode });
        const existing = byKey.get(key);
        if (existing?.blocked) continue;
        byKey.set(key, {
          suburb: { name: e.suburb, postcode, state: e.state },
          enabled: true,
          blocked: false,
        });
      }
      await save.mutateAsync({
        id: zoneId,
        links: [...byKey.values()].map((l) => ({ suburb: l.suburb, enabled: l.enabled, blocked: l.blocked })),
      });
      notifySuccess(ZONE_MESSAGES.suburbsUpdated);
      setName('');
      onClose();
    } catch (error) {
      const invalid =
        error instanceof ApiError
          ? (error.body as { invalidActivation?: string })?.invalidActivation
          : undefined;
      notifyError(invalid ?? ZONE_MESSAGES.suburbsFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title="Add a delivery region"
      description="Every suburb of the region is added to this zone and switched on."
      submitLabel="Add Region"
      busyLabel="Adding"
      busy={busy}
      blocked={!name}
      onSubmit={() => void add()}
      onClose={onClose}
    >
      <TextField
        select
        fullWidth
        label="Delivery region"
        value={name}
        onChange={(e) => setName(e.target.value)}
        disabled={regions.isLoading}
        helperText={regions.isError ? 'Unable to load delivery regions' : undefined}
      >
        {(regions.data ?? []).map((r) => (
          <MenuItem key={r.name} value={r.name}>
            {r.name} ({r.states.join(', ')}, {r.suburbCount} suburbs)
          </MenuItem>
        ))}
      </TextField>
      {warning && (
        <Alert severity="warning" sx={{ mt: 2 }} role="status">
          {warning}
        </Alert>
      )}
    </FormDialog>
  );
}
