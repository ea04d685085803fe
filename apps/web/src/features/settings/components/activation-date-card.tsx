import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { SETTINGS_MESSAGES, successfullyUpdated } from '@portal/domain';
import { formatDate } from '../../../lib/format.ts';
import type { SupplierDetails } from '../../../api/auth.ts';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useUpdateMe } from '../../../api/settings.ts';
import { reportSaveError } from '../save-errors.ts';
import { FormActions, SettingsCard, SummaryRow } from './settings-card.tsx';

/** The day the supplier went (or goes) live on the marketplace; empty clears it. */
export function ActivationDateCard({ me, highlighted }: { me: SupplierDetails; highlighted?: boolean }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(me.activationDate ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdateMe();
  const thing = 'supplier activation date';

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (value === (me.activationDate ?? '')) {
      notifyWarning(SETTINGS_MESSAGES.nothingToUpdate);
      return;
    }
    try {
      await update.mutateAsync({ activationDate: value || null });
      notifySuccess(successfullyUpdated(thing));
      setEditing(false);
    } catch (e) {
      reportSaveError(e, thing, (_f, message) => setError(message), SETTINGS_MESSAGES.adminSettingsFailed);
    }
  };

  return (
    <SettingsCard
      sectionKey="SUPPLIER_ACTIVATION_DATE"
      title="Supplier Activation Date"
      status={me.activationDate ? 'complete' : 'none'}
      adminOnly
      highlighted={highlighted}
      editing={editing}
      onEdit={() => {
        setValue(me.activationDate ?? '');
        setError(undefined);
        setEditing(true);
      }}
    >
      {editing ? (
        <Box component="form" noValidate onSubmit={save} aria-label="Supplier Activation Date form">
          <TextField
            type="date"
            label="Activation date"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={!!error}
            helperText={error}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
          />
          <FormActions onCancel={() => setEditing(false)} submitLabel="Save" busy={update.isPending} />
        </Box>
      ) : (
        <SummaryRow
          label="Activation date"
          value={me.activationDate ? formatDate(me.activationDate) : null}
        />
      )}
    </SettingsCard>
  );
}
