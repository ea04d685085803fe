import { useRef, useState } from 'react';
import QRCode from 'qrcode';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { confirmTotp, enrolTotp, totpKeys } from '../api/accounts.ts';
import { messagesOf } from '../lib/error-messages.ts';

type Enrolment = { secret: string; otpauthUrl: string; qr: string };

/** The code field and its submit (confirming a new factor). */
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
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}
    >
      <TextField
        label="Code"
        name="code"
        autoComplete="one-time-code"
        autoFocus
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
 * The current password (and, with a factor on, a current code), then `label`: a stolen session alone never
 * sets up, replaces or removes a second factor.
 */
export function PasswordAndCodeForm({
  label,
  withCode,
  busy,
  onSubmit,
}: {
  label: string;
  withCode: boolean;
  busy: boolean;
  onSubmit: (body: { password: string; code?: string }) => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const ready = password !== '' && (!withCode || code.trim() !== '');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ password, ...(withCode ? { code: code.trim() } : {}) });
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        label="Current password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {withCode && (
        <TextField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          helperText="From your authenticator app, or a recovery code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      )}
      <Button type="submit" variant="contained" disabled={busy || !ready} sx={{ mt: 1 }}>
        {label}
      </Button>
    </Box>
  );
}

/**
 * Setting up two-factor authentication (TOTP), or replacing the authenticator when `replacing`: the
 * password (and the current code when replacing), a QR code to scan (drawn here by the `qrcode` library from
 * the otpauth:// URL; the secret never leaves the page), a code to confirm, then 10 recovery codes shown once,
 * with `done` (when given) to go on. Settings > Security and the staff enrolment use it.
 */
export function TotpSetup({
  replacing = false,
  done,
}: {
  replacing?: boolean;
  done?: { label: string; onClick: () => void };
}) {
  const client = useQueryClient();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const codesRef = useRef<HTMLDivElement>(null);
  const { errors, busy, run } = useTotpCall();
  const start = (body: { password: string; code?: string }) =>
    run(async () => {
      const answer = await enrolTotp(body);
      setEnrolment({ ...answer, qr: await QRCode.toDataURL(answer.otpauthUrl, { margin: 1, width: 200 }) });
    });
  const confirm = (code: string) =>
    run(async () => {
      setCodes((await confirmTotp(code)).recoveryCodes);
      setEnrolment(null);
      // The codes are the next thing to read: focus moves there, never to the page.
      requestAnimationFrame(() => codesRef.current?.focus());
    });
  const finish = () => {
    setCodes(null);
    void client.invalidateQueries({ queryKey: totpKeys.all });
    done?.onClick();
  };
  return (
    <>
      {errors.map((m) => (
        <Alert key={m} severity="error">
          {m}
        </Alert>
      ))}
      {codes && (
        <Alert severity="success" ref={codesRef} tabIndex={-1}>
          <Typography sx={{ fontWeight: 700 }}>
            {replacing ? 'Your new authenticator is in use.' : 'Two-factor authentication is on.'}
          </Typography>
          Keep these recovery codes somewhere safe: each signs in once if you lose your phone.
          <Box component="ul" aria-label="Recovery codes" sx={{ fontFamily: 'monospace' }}>
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Box>
          <Button variant="contained" onClick={finish}>
            {done?.label ?? 'I have kept them'}
          </Button>
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
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Can't scan it? Enter this key: <code data-testid="totp-secret">{enrolment.secret}</code>
          </Typography>
          <CodeForm
            label={replacing ? 'Use this authenticator' : 'Turn on'}
            onCode={(c) => void confirm(c)}
            busy={busy}
          />
        </>
      ) : (
        !codes && (
          <Stack spacing={1}>
            <PasswordAndCodeForm
              label={replacing ? 'Replace authenticator' : 'Set up two-factor authentication'}
              withCode={replacing}
              busy={busy}
              onSubmit={(body) => void start(body)}
            />
          </Stack>
        )
      )}
    </>
  );
}
