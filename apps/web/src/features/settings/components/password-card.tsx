import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, TextField, Typography } from '@mui/material';
import {
  changePasswordFormSchema,
  SETTINGS_MESSAGES,
  successfullyUpdated,
  type ChangePasswordForm,
} from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import { reportSaveError } from '../save-errors.ts';
import { FormActions, SettingsCard } from './settings-card.tsx';

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change the sign-in password: the current one is needed unless staff are acting for the supplier. */
export function PasswordCard({ isStaff, highlighted }: { isStaff: boolean; highlighted?: boolean }) {
  const [editing, setEditing] = useState(false);
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema(isStaff)),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;

  const cancel = () => {
    form.reset(EMPTY);
    setEditing(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!isDirty) {
      notifyWarning(SETTINGS_MESSAGES.nothingToUpdate);
      return;
    }
    try {
      await change.mutateAsync({
        newPassword: values.newPassword,
        ...(!isStaff && { oldPassword: values.oldPassword }),
      });
      notifySuccess(successfullyUpdated('password'));
      cancel();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        form.setError('oldPassword', { message: SETTINGS_MESSAGES.invalidPassword });
        return;
      }
      reportSaveError(error, 'password', (field, message) =>
        form.setError(field as keyof ChangePasswordForm, { message }),
      );
    }
  });

  const field = (name: keyof ChangePasswordForm, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      fullWidth
      {...form.register(name)}
      error={!!errors[name]}
      helperText={errors[name]?.message}
    />
  );

  return (
    <SettingsCard
      sectionKey="PASSWORD"
      title="Password"
      status="none"
      highlighted={highlighted}
      editing={editing}
      onEdit={() => setEditing(true)}
      editLabel="Change password"
    >
      {editing ? (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Password form">
          <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
            {!isStaff && field('oldPassword', 'Current password', 'current-password')}
            {field('newPassword', 'New password', 'new-password')}
            {field('confirmPassword', 'Confirm new password', 'new-password')}
          </Box>
          <FormActions onCancel={cancel} submitLabel="Save" busy={change.isPending} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {isStaff
            ? "Set a new password for this supplier's account. No current password is needed."
            : 'Change the password you sign in with.'}
        </Typography>
      )}
    </SettingsCard>
  );
}
