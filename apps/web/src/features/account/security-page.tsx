import { Alert, Paper, Stack, Typography } from '@mui/material';
import { disableTotp } from '../../api/accounts.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { CodeForm, TotpSetup, useTotpCall } from '../../components/totp-setup.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';

/** Issue 36: Settings > Security. Two-factor authentication (TOTP): turn it on (TotpSetup) or off. */
export function SecurityPage() {
  const { errors, busy, run } = useTotpCall();
  const turnOff = (code: string) =>
    run(async () => {
      await disableTotp(code);
      notifySuccess('Two-factor authentication is off');
    });
  return (
    <>
      <PageHeader title="Security" crumbs={[{ label: 'Settings', to: paths.settings }]} />
      <Paper sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Two-factor authentication
          </Typography>
          <Typography color="text.secondary">
            Signing in asks for a 6-digit code from an authenticator app (Google Authenticator, 1Password,
            Authy…) as well as your password.
          </Typography>
          <TotpSetup />
          <Typography variant="subtitle2" component="h3">
            Turn it off
          </Typography>
          {errors.map((m) => (
            <Alert key={m} severity="error">
              {m}
            </Alert>
          ))}
          <CodeForm label="Turn off" onCode={(c) => void turnOff(c)} busy={busy} />
        </Stack>
      </Paper>
    </>
  );
}
