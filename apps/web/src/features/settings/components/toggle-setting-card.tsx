import { useState } from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { SETTINGS_MESSAGES, successfullyUpdated, type SupplierUpdateBody } from '@portal/domain';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useUpdateMe } from '../../../api/settings.ts';
import { reportSaveError } from '../save-errors.ts';
import { FormActions, SettingsCard } from './settings-card.tsx';

type Props = {
  sectionKey: string;
  title: string;
  thing: string;
  label: string;
  description?: string;
  value: boolean;
  summaryOn: string;
  summaryOff: string;
  toBody: (value: boolean) => SupplierUpdateBody;
  adminOnly?: boolean;
  highlighted?: boolean;
  /** Staff-only preferences fail with 'Unable to update admin settings'. */
  failureMessage?: string;
};

/** A yes/no preference: summary, then a switch with Cancel and Save. */
export function ToggleSettingCard(props: Props) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(props.value);
  const update = useUpdateMe();

  const startEditing = () => {
    setValue(props.value);
    setEditing(true);
  };
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (value === props.value) {
      notifyWarning(SETTINGS_MESSAGES.nothingToUpdate);
      return;
    }
    try {
      await update.mutateAsync(props.toBody(value));
      notifySuccess(successfullyUpdated(props.thing));
      setEditing(false);
    } catch (error) {
      reportSaveError(error, props.thing, () => undefined, props.failureMessage);
    }
  };

  return (
    <SettingsCard
      sectionKey={props.sectionKey}
      title={props.title}
      status="complete"
      adminOnly={props.adminOnly}
      highlighted={props.highlighted}
      editing={editing}
      onEdit={startEditing}
    >
      {props.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {props.description}
        </Typography>
      )}
      {editing ? (
        <Box component="form" noValidate onSubmit={save} aria-label={`${props.title} form`}>
          <FormControlLabel
            control={<Switch checked={value} onChange={(e) => setValue(e.target.checked)} />}
            label={props.label}
          />
          <FormActions onCancel={() => setEditing(false)} submitLabel="Save" busy={update.isPending} />
        </Box>
      ) : (
        <Typography variant="body2">{props.value ? props.summaryOn : props.summaryOff}</Typography>
      )}
    </SettingsCard>
  );
}
