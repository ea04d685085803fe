import { useEffect } from 'react';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { ApiError } from '../lib/api-client.ts';
import { reportError } from '../lib/error-reporter.ts';

/** The retry of every error panel: the spec names it for the orders (000 §8, 001's orders list); one wording. */
export const RELOAD_THIS_PAGE = 'Reload this page';

type Props = {
  title?: string;
  message?: string;
  error?: unknown;
  /** Shows 'Reload this page', which calls onRetry. */
  onRetry?: () => void;
  /** A way out instead of a retry, where retrying cannot help (e.g. back to the list). */
  action?: { label: string; onClick: () => void };
  /** Send the failure to the error report endpoint (load failures do). */
  report?: boolean;
};

/** The generic failure panel: what went wrong, the request id of a server error, and a way to retry. */
export function ErrorPanel({
  title = 'Something went wrong',
  message = "We were unable to load this page. Don't worry, our engineers have been notified!",
  error,
  onRetry,
  action,
  report = true,
}: Props) {
  // A 400 is an answer about what was asked (a search too long, a filter the server cannot read), not an
  // outage: it says what the server said, and is not reported as a client error.
  const refused = error instanceof ApiError && error.status === 400;
  useEffect(() => {
    if (report && error && !refused) reportError(error, { panel: title });
  }, [report, error, title, refused]);
  if (refused) {
    const first = error.fieldErrors[0];
    return (
      <Alert severity="warning" role="alert" sx={{ my: 2 }}>
        <AlertTitle>This list could not be shown for what was asked</AlertTitle>
        <Typography variant="body2">
          {first
            ? `${first.param ? `${first.param}: ` : ''}${first.message}`
            : 'Please check the search and filters.'}
        </Typography>
      </Alert>
    );
  }
  const requestId =
    error instanceof ApiError && typeof error.body === 'object' && error.body
      ? (error.body as { requestId?: string }).requestId
      : undefined;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      <AlertTitle>{title}</AlertTitle>
      <Stack spacing={1}>
        <Typography variant="body2">{message}</Typography>
        {requestId && (
          <Typography variant="caption" color="text.secondary">
            Reference: {requestId}
          </Typography>
        )}
        {(onRetry || action) && (
          <div>
            <Button variant="outlined" color="error" size="small" onClick={action?.onClick ?? onRetry}>
              {action?.label ?? RELOAD_THIS_PAGE}
            </Button>
          </div>
        )}
      </Stack>
    </Alert>
  );
}
