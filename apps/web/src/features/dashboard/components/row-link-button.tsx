import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';

/** The button in a dashboard row's Actions cell: a link that leaves the row's own click alone. */
export function RowLinkButton({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Button
      size="small"
      variant="outlined"
      sx={{ whiteSpace: 'nowrap' }}
      component={RouterLink}
      to={to}
      onClick={(e) => e.stopPropagation()}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
