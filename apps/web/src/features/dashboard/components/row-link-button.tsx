import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The button in a dashboard row's Actions cell: a link that leaves the row's own click alone, drawn as
 * MUI's small outlined button by the table's styles (components/table/table-body-styles.ts) rather than
 * as one more styled MUI Button per row.
 */
export function RowLinkButton({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <RouterLink className="cell-button-link" to={to} onClick={(e) => e.stopPropagation()} aria-label={label}>
      {children}
    </RouterLink>
  );
}
