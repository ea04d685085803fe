import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { enqueueSnackbar } from 'notistack';
import { AUTH_MESSAGES, loginFormSchema, type LoginForm } from '@portal/domain';
import { ApiError, NoResponseError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { storage, STORAGE_KEYS } from '../../lib/storage.ts';
import { readToken } from '../../lib/token.ts';
import { useSession } from '../../app/session/session-context.ts';
import { safeRedirect } from '../../app/session/require-session.tsx';
import { useLogin } from './api/login.ts';

function failureMessages(error: unknown): string[] {
  if (error instanceof NoResponseError) return [AUTH_MESSAGES.noResponse];
  if (error instanceof ApiError && error.status === 429) return [AUTH_MESSAGES.tooManyAttempts];
  if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length) {
    return error.fieldErrors.map((e) => e.message);
  }
  return [AUTH_MESSAGES.invalidCredentials];
}

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [showPassword, setShowPassword] = useState(false);
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  // Hand-off from the admin portal: /login?token=...&referrer=...
  const handoff = params.get('token');
  useEffect(() => {
    if (!handoff) return;
    if (readToken(handoff)) {
      const referrer = params.get('referrer');
      if (referrer) storage.set(STORAGE_KEYS.referrer, referrer);
      session.signIn(handoff);
      navigate(redirect, { replace: true });
    }
  }, [handoff, params, redirect, navigate, session]);

  if (session.token && !handoff) {
    return <Navigate to={session.needsSupplier ? paths.staffSelectSupplier : redirect} replace />;
  }

  const onSubmit = handleSubmit(async (form) => {
    try {
      const { access_token } = await loginMutation.mutateAsync({
        username: form.email.trim(),
        password: form.password,
        role: 'supplier',
      });
      session.signIn(access_token);
      const claims = readToken(access_token);
      navigate(
        claims?.staff && claims.sub === 0
          ? `${paths.staffSelectSupplier}?redirect=${encodeURIComponent(redirect)}`
          : redirect,
        { replace: true },
      );
    } catch (error) {
      enqueueSnackbar(
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{AUTH_MESSAGES.loginFailedTitle}</Typography>
          {failureMessages(error).map((m) => (
            <Typography key={m} variant="body2">
              {m}
            </Typography>
          ))}
        </Box>,
        { variant: 'error', autoHideDuration: 6000 },
      );
    }
  });

  const loading = loginMutation.isPending;
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper component="main" elevation={2} sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 440 }}>
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
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            {...register('email')}
            error={!!errors.email}
            helperText={errors.email?.message}
          />
          <TextField
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            fullWidth
            {...register('password')}
            error={!!errors.password}
            helperText={errors.password?.message}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      onClick={() => setShowPassword((s) => !s)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" disabled={loading || !isValid}>
            {loading ? <CircularProgress size={24} aria-label="Signing in" /> : 'Sign In'}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
