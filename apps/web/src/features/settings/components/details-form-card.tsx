import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, TextField } from '@mui/material';
import type { z } from 'zod';
import { SETTINGS_MESSAGES, successfullyUpdated, type SupplierUpdateBody } from '@portal/domain';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useUpdateMe } from '../../../api/settings.ts';
import { reportSaveError } from '../save-errors.ts';
import { FormActions, SettingsCard, type CardStatus } from './settings-card.tsx';

export type DetailsField<K extends string = string> = {
  name: K;
  label: string;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  required?: boolean;
};

/**
 * A details card's form: text fields of the schema's input In, parsed by `schema` into Out (typed end to end, from the field
 * names to the PATCH body).
 */
export type DetailsFormProps<In extends FieldValues, Out extends FieldValues> = {
  sectionKey: string;
  title: string;
  /** Used in the notices: 'Successfully updated <thing>' / 'Unable to update <thing>'. */
  thing: string;
  fields: DetailsField<Path<In>>[];
  schema: z.ZodType<Out, In>;
  values: In;
  /** The PATCH body from the form's parsed values. */
  toBody: (parsed: Out) => SupplierUpdateBody;
  summary: ReactNode;
  status: CardStatus;
  adminOnly?: boolean;
  highlighted?: boolean;
  editable?: boolean;
};

/** A card whose form is a few text fields of the supplier's details, saved with PATCH suppliers/auth/me. */
export function DetailsFormCard<In extends FieldValues, Out extends FieldValues>(
  props: DetailsFormProps<In, Out>,
) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateMe();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(props.schema),
    values: props.values,
    resetOptions: { keepDirtyValues: false },
    mode: 'onTouched',
  });
  const { isDirty } = form.formState;
  /** The form's field of a server error's param, when it is one of the card's. */
  const fieldOf = (param: string) => props.fields.find((f) => f.name === param)?.name;

  const cancel = () => {
    form.reset(props.values);
    setEditing(false);
  };

  const onSubmit = form.handleSubmit(async (parsed) => {
    if (!isDirty) {
      notifyWarning(SETTINGS_MESSAGES.nothingToUpdate);
      return;
    }
    try {
      await update.mutateAsync(props.toBody(parsed));
      notifySuccess(successfullyUpdated(props.thing));
      setEditing(false);
    } catch (error) {
      reportSaveError(error, props.thing, (param, message) => {
        const field = fieldOf(param);
        if (field) form.setError(field, { message });
      });
    }
  });

  return (
    <SettingsCard
      sectionKey={props.sectionKey}
      title={props.title}
      status={props.status}
      adminOnly={props.adminOnly}
      highlighted={props.highlighted}
      editing={editing}
      onEdit={props.editable === false ? undefined : () => setEditing(true)}
    >
      {editing ? (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={`${props.title} form`}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {props.fields.map((f) => (
              <TextField
                key={f.name}
                label={f.label}
                required={f.required}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                multiline={f.multiline}
                minRows={f.multiline ? 3 : undefined}
                fullWidth
                sx={f.multiline ? { gridColumn: '1 / -1' } : undefined}
                slotProps={{ htmlInput: { inputMode: f.inputMode } }}
                {...form.register(f.name)}
                error={!!form.getFieldState(f.name, form.formState).error}
                helperText={form.getFieldState(f.name, form.formState).error?.message}
              />
            ))}
          </Box>
          <FormActions onCancel={cancel} busy={update.isPending} />
        </Box>
      ) : (
        props.summary
      )}
    </SettingsCard>
  );
}
