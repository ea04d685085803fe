import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Button } from '@mui/material';
import { ACCOUNT_MESSAGES, ROLE_LABELS, type Role } from '@portal/domain';
import { paths } from '../lib/paths.ts';

/** Issue 36: what a page says to a person whose role may not use it, instead of the API's 403s. */
export function NotAllowed({ role }: { role: Role | null }) {
  return (
    <Alert
      severity="info"
      role="alert"
      sx={{ my: 2 }}
      action={
        <Button component={RouterLink} to={paths.dashboard} color="inherit" size="small">
          Dashboard
        </Button>
      }
    >
      <AlertTitle>{ACCOUNT_MESSAGES.notAllowedTitle}</AlertTitle>
      {role ? `${ROLE_LABELS[role]}: ` : ''}
      {ACCOUNT_MESSAGES.notAllowedPage}
    </Alert>
  );
}
