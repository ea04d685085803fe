import { useState } from 'react';
import QRCode from 'qrcode';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { confirmTotp, enrolTotp } from '../api/accounts.ts';
import { messagesOf } from '../lib/error-messages.ts';

type Enrolment = { secret: string; otpauthUrl: string; qr: string };

/** The code field and its submit, shared by turning the factor on and off. */
export function CodeForm({
  label,
  onCode,
  busy,
}: {
  label: string;
  onCode: (code: string) => void;
  busy: boolean;
}) {
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

/** Runs one call at a time, keeping its failure's messages. */
export function useTotpCall() {
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
  return { errors, busy, run };
}

/**
 * Issue 36: turning on two-factor authentication (TOTP): a QR code to scan (drawn here by the `qrcode`
 * library from the otpauth:// URL; the secret never leaves the page), a code to confirm, then 10 recovery
 * codes shown once, with `done` (when given) to go on. Settings > Security and the staff enrolment use it.
 */
export function TotpSetup({ done }: { done?: { label: string; onClick: () => void } }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { errors, busy, run } = useTotpCall();
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
  return (
    <>
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
          {done && (
            <Button variant="contained" onClick={done.onClick}>
              {done.label}
            </Button>
          )}
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
        !codes && (
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={() => void start()} disabled={busy}>
              Set up two-factor authentication
            </Button>
          </Stack>
        )
      )}
    </>
  );
}
