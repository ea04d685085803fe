import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Alert, TextField, Typography } from '@mui/material';
import { newPasswordProblem, SETTINGS_MESSAGES } from '@portal/domain';
import { confirmPasswordReset, isResetOtpRequired, requestPasswordReset } from '../../api/accounts.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { messagesOf } from '../../lib/error-messages.ts';
import { PublicForm } from './public-form.tsx';

const backToSignIn = (
  <Typography variant="body2" sx={{ textAlign: 'center' }}>
    <RouterLink to={paths.login} style={{ color: 'inherit' }}>
      Back to sign in
    </RouterLink>
  </Typography>
);

/**
 * The link's token is read once and taken out of the address at once (history.replaceState): it never
 * stays in the history, a bookmark or a Referer. While the page is open it sends no referrer at all (the
 * server's Referrer-Policy for the address with the token says the same from the first byte).
 */
function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('token')) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  return token;
}

/** "Forgot password?" asks for the address; the e-mailed link (?token=) sets the new password. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  return token ? <NewPasswordForm token={token} /> : <RequestForm />;
}

function RequestForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!email.trim()) return setErrors(['Email is required']);
    setBusy(true);
    try {
      setSent((await requestPasswordReset(email.trim())).message);
      setErrors([]);
    } catch (error) {
      setErrors(messagesOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PublicForm
      title="Forgot password?"
      intro="Enter the e-mail address you sign in with and we will e-mail you a link to choose a new password."
      errors={errors}
      busy={busy}
      submitLabel="Send reset link"
      onSubmit={() => void submit()}
      after={backToSignIn}
    >
      {sent && <Alert severity="success">{sent}</Alert>}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
    </PublicForm>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [otp, setOtp] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const problem =
      newPasswordProblem(password) ??
      (confirm === password ? null : SETTINGS_MESSAGES.passwordConfirmMismatch);
    if (problem) return setErrors([problem]);
    setBusy(true);
    try {
      const { access_token } = await confirmPasswordReset({
        token,
        newPassword: password,
        ...(otp ? { otp: otp.trim() } : {}),
      });
      session.signIn(access_token);
      void navigate(paths.dashboard, { replace: true });
    } catch (error) {
      if (isResetOtpRequired(error)) {
        setOtp('');
        setErrors([]);
      } else setErrors(messagesOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PublicForm
      title="Choose a new password"
      intro="At least 8 characters, and not a common password. Every other session of your account will be signed out."
      errors={errors}
      busy={busy}
      submitLabel="Set password and sign in"
      onSubmit={() => void submit()}
      after={backToSignIn}
    >
      <TextField
        label="New password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {otp !== null && (
        <TextField
          label="Authentication code"
          name="otp"
          autoComplete="one-time-code"
          value={otp}
          onChange={(e) => setOtp(e.target.value)}
          helperText="Your account has two-factor authentication: enter its current code or a recovery code."
        />
      )}
    </PublicForm>
  );
}
