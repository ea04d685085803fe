import { Suspense, useState, type ReactNode } from 'react';
import { MenuItem } from '@mui/material';
import { DAY_SHEET_LABELS, DAY_SHEETS, type DaySheet } from '@portal/domain';
import { retryableLazy } from '../../../lib/retryable-lazy.tsx';

// The dialog (a date form and MUI's Dialog) loads with its first opening, not with the orders list: most
// visits never open it, so the list's first paint does not pay for it.
const DaySheetDialog = retryableLazy(async () => (await import('./day-sheet-dialog.tsx')).DaySheetDialog);

/**
 * The day's sheets in the orders page's Downloads menu: `menuItems(close)` goes inside the menu,
 * `dialog` beside it (the dialog outlives the menu, which unmounts its items when it closes).
 */
export function useDaySheets(): { menuItems: (closeMenu: () => void) => ReactNode[]; dialog: ReactNode } {
  const [open, setOpen] = useState<DaySheet | null>(null);
  return {
    menuItems: (closeMenu) =>
      DAY_SHEETS.map((sheet) => (
        <MenuItem
          key={sheet}
          onClick={() => {
            closeMenu();
            setOpen(sheet);
          }}
        >
          {DAY_SHEET_LABELS[sheet]} (PDF)
        </MenuItem>
      )),
    dialog: open ? (
      <Suspense fallback={null}>
        <DaySheetDialog key={open} sheet={open} onClose={() => setOpen(null)} />
      </Suspense>
    ) : null,
  };
}
