import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  Box,
  Button,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
  Paper,
  Typography,
  type OutlinedInputProps,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { AUTH_MESSAGES, type LoginForm } from '@portal/domain';
import { ApiError, NoResponseError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { readToken } from '../../lib/token.ts';
import { useSession } from '../../lib/session.ts';
import { safeRedirect } from '../../lib/paths.ts';
import { isOtpRequired, signIn } from '../../api/sign-in.ts';
import { dismissNotice, notify } from '../../lib/notify.ts';
import { useHandOff } from './use-hand-off.ts';

function failureMessages(error: unknown): string[] {
  if (error instanceof NoResponseError) return [AUTH_MESSAGES.noResponse];
  if (error instanceof ApiError && error.status === 429) return [AUTH_MESSAGES.tooManyAttempts];
  if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length) {
    return error.fieldErrors.map((e) => e.message);
  }
  return [AUTH_MESSAGES.invalidCredentials];
}

/**
 * The sign-in form's own checks, the required fields of the domain's loginFormSchema, made without
 * zod or a form library: this page is the first paint of most visits, so it keeps to its 150 KB budget.
 * Anything else (length, characters) the server checks and answers field by field.
 */
function problems(form: LoginForm): Partial<Record<keyof LoginForm, string>> {
  return {
    ...(form.email.trim() ? {} : { email: AUTH_MESSAGES.emailRequired }),
    ...(form.password ? {} : { password: AUTH_MESSAGES.passwordRequired }),
  };
}

/** An outlined field with its label and message: what TextField draws, without its select machinery. */
function Field({
  label,
  error,
  ...input
}: { label: string; error?: string } & Omit<OutlinedInputProps, 'error' | 'label'>) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth error={!!error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={error ? `${id}-message` : undefined}
        {...input}
      />
      {error && <FormHelperText id={`${id}-message`}>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The password field with its show/hide button. */
function PasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: OutlinedInputProps['onChange'];
  error: string | undefined;
}) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <Field
      label="Password"
      type={showPassword ? 'text' : 'password'}
      name="password"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      error={error}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            onClick={() => setShowPassword((s) => !s)}
            edge="end"
          >
            {showPassword ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

/** The portal's mark, the welcome line and the heading. */
function Welcome() {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36 }} />
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          Supplier Portal
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Welcome back! Sign in to manage your orders, products and customers.
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontWeight: 600 }}>
        Sign In
      </Typography>
    </>
  );
}

/** The button's spinner while signing in: MUI's circular progress drawn by hand (its CSS is in styles.css). */
function SignInProgress() {
  return (
    <svg
      className="sign-in-progress"
      role="progressbar"
      aria-label="Signing in"
      width={24}
      height={24}
      viewBox="22 22 44 44"
    >
      <circle cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} />
    </svg>
  );
}

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [loading, setLoading] = useState(false);
  const [form, setForm] = useState<LoginForm>({ email: '', password: '' });
  // Once the server says the account has a second factor, the form asks for its code.
  const [otp, setOtp] = useState<string | null>(null);
  // A field's message shows once it has been changed (or a submit tried), as the form did before.
  const [touched, setTouched] = useState<Partial<Record<keyof LoginForm, boolean>>>({});
  const found = problems(form);
  const isValid = Object.keys(found).length === 0;
  const errors = {
    email: touched.email ? found.email : undefined,
    password: touched.password ? found.password : undefined,
  };
  const change = (name: keyof LoginForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [name]: e.target.value }));
    setTouched((t) => ({ ...t, [name]: true }));
  };

  // Hand-off from the admin portal: /login?code=…, exchanged once at the API.
  const handingOff = useHandOff(params.get('code'), redirect);
  if (handingOff) return null;

  if (session.token) {
    // Staff choose a supplier first, then land on the page they asked for.
    const chooser = `${paths.staffSelectSupplier}?redirect=${encodeURIComponent(redirect)}`;
    return <Navigate to={session.needsSupplier ? chooser : redirect} replace />;
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) {
      setTouched({ email: true, password: true });
      return;
    }
    setLoading(true);
    try {
      const { access_token } = await signIn({
        username: form.email.trim(),
        password: form.password,
        role: 'supplier',
        ...(otp ? { otp: otp.trim() } : {}),
      });
      session.signIn(access_token);
      dismissNotice('sign-in');
      const claims = readToken(access_token);
      void navigate(
        claims?.staff && claims.sub === 0
          ? `${paths.staffSelectSupplier}?redirect=${encodeURIComponent(redirect)}`
          : redirect,
        { replace: true },
      );
    } catch (error) {
      if (isOtpRequired(error)) {
        setOtp('');
        return;
      }
      notify(
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{AUTH_MESSAGES.loginFailedTitle}</Typography>
          {failureMessages(error).map((m) => (
            <Typography key={m} variant="body2">
              {m}
            </Typography>
          ))}
        </Box>,
        'error',
        6000,
        { topic: 'sign-in' },
      );
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper component="main" elevation={2} sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 440 }}>
        <Welcome />
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            value={form.email}
            onChange={change('email')}
            error={errors.email}
          />
          <PasswordField value={form.password} onChange={change('password')} error={errors.password} />
          {otp !== null && (
            <Field
              label="Authentication code"
              name="otp"
              autoComplete="one-time-code"
              inputProps={{ inputMode: 'numeric' }}
              autoFocus
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
              error={undefined}
            />
          )}
          {otp !== null && (
            <Typography variant="body2" color="text.secondary">
              Enter the 6-digit code from your authenticator app, or one of your recovery codes.
            </Typography>
          )}
          <Button type="submit" variant="contained" size="large" disabled={loading || !isValid}>
            {loading ? <SignInProgress /> : 'Sign In'}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            <RouterLink to="/reset-password" style={{ color: 'inherit' }}>
              Forgot password?
            </RouterLink>
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
