import { Alert, Button } from '@mui/material';

/**
 * A picker's list that failed to load says so, with a way to ask again (its picker is off meanwhile): an
 * empty picker would look like a list with nothing in it.
 */
export function ListLoadFailed({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
