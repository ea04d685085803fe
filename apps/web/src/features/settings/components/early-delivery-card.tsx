import { useState } from 'react';
import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import {
  EARLY_DELIVERY_OPTIONS,
  earlyDeliveryLabel,
  earlyDeliverySchema,
  SETTINGS_MESSAGES,
  successfullyUpdated,
} from '@portal/domain';
import type { SupplierDetails } from '../../../api/auth.ts';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useUpdateMe } from '../../../api/settings.ts';
import { reportSaveError } from '../save-errors.ts';
import { FormActions, SettingsCard, SummaryRow } from './settings-card.tsx';

type Values = {
  isEarlyDeliveryEnabled: boolean;
  earlyDeliveryStartTime: string;
  earlyDeliveryEndTime: string;
};
const fromMe = (me: SupplierDetails): Values => ({
  isEarlyDeliveryEnabled: me.isEarlyDeliveryEnabled,
  earlyDeliveryStartTime: me.earlyDeliveryStartTime?.slice(0, 8) ?? '',
  earlyDeliveryEndTime: me.earlyDeliveryEndTime?.slice(0, 8) ?? '',
});

/** Early delivery: on or off, with a window of hourly times stored as HH:00:00. */
export function EarlyDeliveryCard({ me, highlighted }: { me: SupplierDetails; highlighted?: boolean }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>(() => fromMe(me));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateMe();
  const thing = 'early delivery preference';

  const start = () => {
    setValues(fromMe(me));
    setErrors({});
    setEditing(true);
  };
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      isEarlyDeliveryEnabled: values.isEarlyDeliveryEnabled,
      earlyDeliveryStartTime: values.earlyDeliveryStartTime || null,
      earlyDeliveryEndTime: values.earlyDeliveryEndTime || null,
    };
    const parsed = earlyDeliverySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    if (JSON.stringify(values) === JSON.stringify(fromMe(me))) {
      notifyWarning(SETTINGS_MESSAGES.nothingToUpdate);
      return;
    }
    try {
      await update.mutateAsync(body);
      notifySuccess(successfullyUpdated(thing));
      setEditing(false);
    } catch (error) {
      reportSaveError(
        error,
        thing,
        (field, message) => setErrors((e) => ({ ...e, [field]: message })),
        SETTINGS_MESSAGES.adminSettingsFailed,
      );
    }
  };

  const timeSelect = (name: 'earlyDeliveryStartTime' | 'earlyDeliveryEndTime', label: string) => (
    <TextField
      select
      label={label}
      required
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!errors[name]}
      helperText={errors[name]}
      disabled={!values.isEarlyDeliveryEnabled}
      fullWidth
    >
      {EARLY_DELIVERY_OPTIONS.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <SettingsCard
      sectionKey="EARLY_DELIVERY_PREFERENCE"
      title="Early Delivery Preference"
      status={
        !me.isEarlyDeliveryEnabled || (me.earlyDeliveryStartTime && me.earlyDeliveryEndTime)
          ? 'complete'
          : 'invalid'
      }
      adminOnly
      highlighted={highlighted}
      editing={editing}
      onEdit={start}
    >
      {editing ? (
        <Box component="form" noValidate onSubmit={save} aria-label="Early Delivery Preference form">
          <FormControlLabel
            control={
              <Switch
                checked={values.isEarlyDeliveryEnabled}
                onChange={(e) => setValues((v) => ({ ...v, isEarlyDeliveryEnabled: e.target.checked }))}
              />
            }
            label="Early delivery enabled"
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>
            {timeSelect('earlyDeliveryStartTime', 'Start time')}
            {timeSelect('earlyDeliveryEndTime', 'End time')}
          </Box>
          <FormActions onCancel={() => setEditing(false)} submitLabel="Save" busy={update.isPending} />
        </Box>
      ) : (
        <>
          <SummaryRow label="Early delivery" value={me.isEarlyDeliveryEnabled ? 'Enabled' : 'Disabled'} />
          {me.isEarlyDeliveryEnabled && (
            <SummaryRow
              label="Delivery window"
              value={`${earlyDeliveryLabel(me.earlyDeliveryStartTime)} to ${earlyDeliveryLabel(me.earlyDeliveryEndTime)}`}
            />
          )}
        </>
      )}
    </SettingsCard>
  );
}
