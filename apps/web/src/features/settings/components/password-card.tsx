import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, TextField, Typography } from '@mui/material';
import {
  changePasswordFormSchema,
  SETTINGS_MESSAGES,
  successfullyUpdated,
  type ChangePasswordForm,
} from '@portal/domain';
import { useSession } from '../../../lib/session.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useChangePassword, useSignOutEverywhere } from '../../../api/settings.ts';
import { reportSaveError } from '../save-errors.ts';
import { FormActions, SettingsCard } from './settings-card.tsx';

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change the sign-in password: the current one is needed unless staff are acting for the supplier.
 * A change, like 'Sign out everywhere', ends every other session; this tab keeps going with the
 * fresh token the API answers.
 */
export function PasswordCard({ isStaff, highlighted }: { isStaff: boolean; highlighted?: boolean }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { signIn } = useSession();
  const change = useChangePassword();
  const signOutAll = useSignOutEverywhere();
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
      const { access_token } = await change.mutateAsync({
        newPassword: values.newPassword,
        ...(!isStaff && { oldPassword: values.oldPassword }),
      });
      signIn(access_token);
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

  const signOutEverywhere = async () => {
    try {
      const { access_token } = await signOutAll.mutateAsync();
      signIn(access_token);
      setConfirming(false);
      notifySuccess(SETTINGS_MESSAGES.signOutEverywhereDone);
    } catch {
      setConfirming(false);
      notifyError(SETTINGS_MESSAGES.genericFailure);
    }
  };

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
        <>
          <Typography variant="body2" color="text.secondary">
            {isStaff
              ? "Set a new password for this supplier's account. No current password is needed."
              : 'Change the password you sign in with.'}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" color="error" onClick={() => setConfirming(true)}>
              Sign out everywhere
            </Button>
            <Typography variant="body2" color="text.secondary">
              {isStaff
                ? 'Ends your staff sessions on every other device.'
                : 'Ends your sessions on every other device and browser.'}
            </Typography>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        destructive
        busy={signOutAll.isPending}
        onConfirm={signOutEverywhere}
        onClose={() => setConfirming(false)}
      >
        <Typography variant="body2">
          Every other device and browser signed in as you will need to sign in again. You stay signed in here.
        </Typography>
      </ConfirmDialog>
    </SettingsCard>
  );
}
