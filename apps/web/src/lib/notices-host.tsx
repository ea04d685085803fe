/**
 * notistack's provider, loaded with the first notice (NoticesProvider): the sign-in page's first paint
 * carries no notice code (its 150 KB budget, scripts/check-budgets.mjs).
 */
import { useEffect } from 'react';
import { GlobalStyles, IconButton, useMediaQuery } from '@mui/material';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { ONE_NOTICE_AT_A_TIME } from './notify.ts';

/** At most this many notices at once: older ones wait, they never pile up over a form. */
const MAX_NOTICES = { desktop: 2, phone: 1 } as const;

/**
 * notistack's own colours are not the theme's and fail 4.5:1 with white text ('Session restored' on
 * #2196f3 is 3.12:1): each variant takes the theme's main colour, all of which reach 4.5:1 on white text.
 */
const Notice = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-default': { backgroundColor: '#313131', color: '#ffffff' },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark, color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark, color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main, color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: '#ffffff' },
}));

/**
 * While a notice shows, the page ends with room for the notices (two on a desktop, one on a phone), so
 * the last controls of a page (a form's Save, a list's end, the bulk step's Back/Save/Reset) scroll
 * clear of them rather than sit under them.
 */
const ROOM_FOR_NOTICES = (
  <GlobalStyles
    styles={{
      'body:has(.notistack-Snackbar)': { paddingBottom: 136 },
      '@media (max-width:767.95px)': { 'body:has(.notistack-Snackbar)': { paddingBottom: 72 } },
    }}
  />
);

/**
 * Where notices appear, chosen to cover no control: on a desktop the bottom left (forms put Save, and
 * lists their paging, on the right); on a phone the bottom, one at a time — the top would cover the app
 * bar and the menus that open from it (the user menu opened under a notice). The page keeps room for
 * them at its end (ROOM_FOR_NOTICES).
 */
export function NoticesHost({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  const phone = useMediaQuery(ONE_NOTICE_AT_A_TIME);
  return (
    <>
      {ROOM_FOR_NOTICES}
      <SnackbarProvider
        maxSnack={phone ? MAX_NOTICES.phone : MAX_NOTICES.desktop}
        dense={phone}
        anchorOrigin={{ vertical: 'bottom', horizontal: phone ? 'center' : 'left' }}
        Components={{ default: Notice, success: Notice, error: Notice, warning: Notice, info: Notice }}
        action={(key) => (
          <IconButton
            aria-label="Close notice"
            color="inherit"
            size="small"
            onClick={() => closeSnackbar(key)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      />
    </>
  );
}
