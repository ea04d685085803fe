import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, TextField } from '@mui/material';
import {
  contactBodySchema,
  CONTACT_TYPE,
  CONTACT_TYPES_WITH_HOURS,
  SETTINGS_MESSAGES,
  successfullyUpdated,
  type Contact,
  type ContactBody,
  type ContactBodyInput,
} from '@portal/domain';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useCreateContact, useUpdateContact } from '../../../api/settings.ts';
import { reportSaveError } from '../save-errors.ts';
import { FormActions } from './settings-card.tsx';

type TextName = Exclude<keyof ContactBodyInput, 'contactTypeId'>;

/** Add or edit one contact of a role; the same rules as the API (email always, the owner in full). */
export function ContactForm({
  contactTypeId,
  contact,
  thing,
  title,
  onDone,
}: {
  contactTypeId: number;
  contact: Contact | null;
  thing: string;
  title: string;
  onDone: () => void;
}) {
  const create = useCreateContact();
  const update = useUpdateContact();
  const form = useForm<ContactBodyInput, unknown, ContactBody>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: {
      contactTypeId,
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      contactHours: contact?.contactHours ?? '',
      contactDays: contact?.contactDays ?? '',
    },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const owner = contactTypeId === CONTACT_TYPE.OWNER;
  const withHours = CONTACT_TYPES_WITH_HOURS.includes(contactTypeId);

  const onSubmit = form.handleSubmit(async () => {
    if (!isDirty) {
      notifyWarning(SETTINGS_MESSAGES.nothingToUpdate);
      return;
    }
    // The raw strings: the server applies the same schema (empty optional fields become null).
    const raw = form.getValues();
    const body = {
      firstName: raw.firstName,
      lastName: raw.lastName,
      email: raw.email,
      phone: raw.phone,
      ...(withHours && { contactHours: raw.contactHours, contactDays: raw.contactDays }),
    };
    try {
      if (contact) await update.mutateAsync({ id: contact.id, ...body });
      else await create.mutateAsync({ contactTypeId, ...body });
      notifySuccess(successfullyUpdated(thing));
      onDone();
    } catch (error) {
      reportSaveError(error, thing, (field, message) => form.setError(field as TextName, { message }));
    }
  });

  const field = (
    name: TextName,
    label: string,
    opts: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      label={label}
      required={opts.required}
      type={opts.type ?? 'text'}
      autoComplete={opts.autoComplete}
      fullWidth
      {...form.register(name)}
      error={!!errors[name]}
      helperText={errors[name]?.message}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={`${title} form`} sx={{ mt: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {field('firstName', 'First name', { required: owner, autoComplete: 'off' })}
        {field('lastName', 'Last name', { required: owner, autoComplete: 'off' })}
        {field('email', 'Email', { required: true, type: 'email', autoComplete: 'off' })}
        {field('phone', 'Phone', { required: owner, type: 'tel', autoComplete: 'off' })}
        {withHours && field('contactHours', 'Contact hours')}
        {withHours && field('contactDays', 'Contact days')}
      </Box>
      <FormActions
        onCancel={onDone}
        submitLabel={contact ? 'Update' : 'Save'}
        busy={create.isPending || update.isPending}
      />
    </Box>
  );
}
