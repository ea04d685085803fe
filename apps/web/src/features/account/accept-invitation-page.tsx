import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TextField } from '@mui/material';
import { ACCOUNT_MESSAGES, newPasswordProblem } from '@portal/domain';
import { acceptInvitation } from '../../api/accounts.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { messagesOf } from '../../lib/error-messages.ts';
import { PublicForm } from './public-form.tsx';

/** The invitation link (?token=): the person's name and password, then signed in. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState({ firstName: '', lastName: '', password: '' });
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });
  const submit = async () => {
    const problems = [
      form.firstName.trim() ? null : ACCOUNT_MESSAGES.firstNameRequired,
      form.lastName.trim() ? null : ACCOUNT_MESSAGES.lastNameRequired,
      newPasswordProblem(form.password),
    ].filter((p): p is string => p !== null);
    if (problems.length) return setErrors(problems);
    setBusy(true);
    try {
      const { access_token } = await acceptInvitation({ token, ...form });
      session.signIn(access_token);
      void navigate(paths.dashboard, { replace: true });
    } catch (error) {
      setErrors(messagesOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PublicForm
      title="Join your team"
      intro="You have been invited to the Supplier Portal. Enter your name and choose a password to sign in."
      errors={token ? errors : [ACCOUNT_MESSAGES.invitationInvalid]}
      busy={busy || !token}
      submitLabel="Accept and sign in"
      onSubmit={() => void submit()}
    >
      <TextField label="First name" autoComplete="given-name" autoFocus {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
    </PublicForm>
  );
}
