import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import { ACCOUNT_MESSAGES, ROLES, ROLE_LABELS, type OperationId, type Role } from '@portal/domain';
import { mayCall } from '../lib/access.ts';
import { paths } from '../lib/paths.ts';

/** Whether no role of a supplier's team may call the operation (only marketplace staff). */
const staffOnly = (operation: OperationId | undefined) =>
  operation !== undefined && ROLES.every((role) => !mayCall(operation, { role, staff: false }));

/**
 * What a page says to a person whose role may not use it, instead of the API's 403s: the page's own
 * heading, then why, in words that fit any role (a page for staff only is never "ask an owner").
 */
export function NotAllowed({ role, operation }: { role: Role | null; operation?: OperationId }) {
  const why = staffOnly(operation)
    ? ACCOUNT_MESSAGES.notAllowedStaffOnly
    : `${role ? `${ROLE_LABELS[role]}: ` : ''}${ACCOUNT_MESSAGES.notAllowedPage}`;
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2 }}>
        {ACCOUNT_MESSAGES.notAllowedTitle}
      </Typography>
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={paths.dashboard} color="inherit" size="small">
            Dashboard
          </Button>
        }
      >
        {why}
      </Alert>
    </Box>
  );
}
