import { useState } from 'react';
import QRCode from 'qrcode';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { confirmTotp, disableTotp, enrolTotp } from '../../api/accounts.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { messagesOf } from './public-form.tsx';

type Enrolment = { secret: string; otpauthUrl: string; qr: string };

/** The code field and its submit, shared by turning the factor on and off. */
function CodeForm({ label, onCode, busy }: { label: string; onCode: (code: string) => void; busy: boolean }) {
  const [code, setCode] = useState('');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => (e.preventDefault(), onCode(code.trim()))}
      sx={{ display: 'flex', gap: 2 }}
    >
      <TextField
        label="Code"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
        {label}
      </Button>
    </Box>
  );
}

/**
 * Issue 36: Settings > Security. Two-factor authentication (TOTP): a QR code to scan (drawn here by the
 * `qrcode` library from the otpauth:// URL; the secret never leaves the page), a code to confirm, then
 * 10 recovery codes shown once.
 */
export function SecurityPage() {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setErrors([]);
    try {
      await work();
    } catch (error) {
      setErrors(messagesOf(error));
    } finally {
      setBusy(false);
    }
  };
  const start = () =>
    run(async () => {
      const answer = await enrolTotp();
      setEnrolment({ ...answer, qr: await QRCode.toDataURL(answer.otpauthUrl, { margin: 1, width: 200 }) });
    });
  const confirm = (code: string) =>
    run(async () => {
      setCodes((await confirmTotp(code)).recoveryCodes);
      setEnrolment(null);
    });
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
          {errors.map((m) => (
            <Alert key={m} severity="error">
              {m}
            </Alert>
          ))}
          {codes && (
            <Alert severity="success">
              <Typography sx={{ fontWeight: 700 }}>Two-factor authentication is on.</Typography>
              Keep these recovery codes somewhere safe: each signs in once if you lose your phone.
              <Box component="ul" aria-label="Recovery codes" sx={{ fontFamily: 'monospace' }}>
                {codes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </Box>
            </Alert>
          )}
          {enrolment ? (
            <>
              <Box
                component="img"
                src={enrolment.qr}
                alt="QR code for your authenticator app"
                sx={{ width: 200, height: 200 }}
              />
              <Typography variant="body2">
                Can't scan it? Enter this key: <code data-testid="totp-secret">{enrolment.secret}</code>
              </Typography>
              <CodeForm label="Turn on" onCode={(c) => void confirm(c)} busy={busy} />
            </>
          ) : (
            <Stack direction="row" spacing={2}>
              <Button variant="contained" onClick={() => void start()} disabled={busy}>
                Set up two-factor authentication
              </Button>
            </Stack>
          )}
          <Typography variant="subtitle2" component="h3">
            Turn it off
          </Typography>
          <CodeForm label="Turn off" onCode={(c) => void turnOff(c)} busy={busy} />
        </Stack>
      </Paper>
    </>
  );
}
