import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { disableTotp, totpKeys, useTotpState } from '../../api/accounts.ts';
import { pageOperationAt } from '../../app/page-manifest.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PasswordAndCodeForm, TotpSetup, useTotpCall } from '../../components/totp-setup.tsx';
import { useCan } from '../../lib/access.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';

/** The breadcrumb links Settings only for a person who may open it. */
function useCrumbs() {
  const can = useCan();
  const operation = pageOperationAt(paths.settings);
  const mayOpen = operation === undefined || can(operation);
  return [{ label: 'Settings', ...(mayOpen ? { to: paths.settings } : {}) }];
}

/** Turning the factor off: the current password and a current code (or a recovery code). */
function TurnOff() {
  const client = useQueryClient();
  const { errors, busy, run } = useTotpCall();
  const turnOff = (body: { password: string; code?: string }) =>
    run(async () => {
      await disableTotp({ password: body.password, code: body.code ?? '' });
      notifySuccess('Two-factor authentication is off');
      await client.invalidateQueries({ queryKey: totpKeys.all });
    });
  return (
    <>
      {errors.map((m) => (
        <Alert key={m} severity="error">
          {m}
        </Alert>
      ))}
      <PasswordAndCodeForm label="Turn off" withCode busy={busy} onSubmit={(b) => void turnOff(b)} />
    </>
  );
}

/** What is on now, and the actions that fit it: set up; or replace, and turn off where allowed. */
function FactorState() {
  const state = useTotpState();
  const [action, setAction] = useState<'replace' | 'off' | null>(null);
  if (state.isPending) return <Skeleton variant="rounded" height={96} aria-label="Loading" />;
  if (state.isError) return <ErrorPanel error={state.error} onRetry={() => void state.refetch()} />;
  const { enabled, enabledAt, removable } = state.data;
  if (!enabled) {
    return (
      <>
        <Alert severity="warning">Two-factor authentication is off.</Alert>
        <TotpSetup />
      </>
    );
  }
  return (
    <>
      <Alert severity="success">
        Two-factor authentication is on{enabledAt ? ` since ${formatDate(enabledAt)}` : ''}.
      </Alert>
      {!removable && (
        <Typography color="text.secondary">
          Staff accounts must keep it on: you can replace your authenticator, but not turn it off.
        </Typography>
      )}
      {action === null && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setAction('replace')}>
            Replace authenticator
          </Button>
          {removable && (
            <Button variant="outlined" color="error" onClick={() => setAction('off')}>
              Turn off
            </Button>
          )}
        </Box>
      )}
      {action === 'replace' && (
        <>
          <Typography variant="subtitle2" component="h3">
            Replace authenticator
          </Typography>
          <TotpSetup replacing done={{ label: 'Done', onClick: () => setAction(null) }} />
        </>
      )}
      {action === 'off' && (
        <>
          <Typography variant="subtitle2" component="h3">
            Turn it off
          </Typography>
          <TurnOff />
        </>
      )}
      {action !== null && (
        <Box>
          <Button onClick={() => setAction(null)}>Cancel</Button>
        </Box>
      )}
    </>
  );
}

/** Settings > Security: two-factor authentication (TOTP), its state and what can be done with it. */
export function SecurityPage() {
  return (
    <>
      <PageHeader title="Security" crumbs={useCrumbs()} />
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Two-factor authentication
          </Typography>
          <Typography color="text.secondary">
            Signing in asks for a 6-digit code from an authenticator app (Google Authenticator, 1Password,
            Authy…) as well as your password.
          </Typography>
          <FactorState />
        </Stack>
      </Paper>
    </>
  );
}
