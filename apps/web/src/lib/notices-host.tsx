/**
 * notistack's provider, loaded with the first notice (NoticesProvider): the sign-in page's first paint
 * carries no notice code (its 150 KB budget, scripts/check-budgets.mjs).
 */
import { forwardRef, useEffect, useLayoutEffect, useState } from 'react';
import { GlobalStyles, IconButton, useMediaQuery } from '@mui/material';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { ONE_NOTICE_AT_A_TIME } from './notify.ts';

/** At most this many notices at once: older ones wait, they never pile up over a form. */
const MAX_NOTICES = { desktop: 2, phone: 1 } as const;

/**
 * notistack's own colours are not the theme's and fail 4.5:1 with white text ('Session restored' on
 * #2196f3 is 3.12:1): each variant takes the theme's main colour, all of which reach 4.5:1 on white text.
 */
const NoticeContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-default': { backgroundColor: '#313131', color: '#ffffff' },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark, color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark, color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main, color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: '#ffffff' },
}));

/**
 * How long a notice lets taps through after it appears: longer than its slide in (225 ms), shorter than
 * anyone takes to see it and aim at it. A notice that arrives (after a full load, 'Session restored'; a
 * connection change; an answer) as a finger or the pointer comes down on the control under it takes
 * neither the press nor the click: they reach the control the reader aimed at.
 */
export const NOTICE_ARRIVING_MS = 600;
const ARRIVING = 'notice-arriving';

const Notice = forwardRef<HTMLDivElement, CustomContentProps>(function Notice(props, ref) {
  const [arriving, setArriving] = useState(true);
  // In the commit that draws it: the time counts from the moment the notice is on screen.
  useLayoutEffect(() => {
    const timer = setTimeout(() => setArriving(false), NOTICE_ARRIVING_MS);
    return () => clearTimeout(timer);
  }, []);
  const className = arriving ? `${props.className ?? ''} ${ARRIVING}` : props.className;
  return <NoticeContent ref={ref} {...props} className={className} />;
});

/**
 * notistack's wrappers take pointer events in their inline style (`pointer-events: all`): while a notice
 * arrives, it and every wrapper around it let them through.
 */
const ARRIVING_LETS_TAPS_THROUGH = (
  <GlobalStyles
    styles={{
      [`.notistack-SnackbarContainer *:has(.${ARRIVING}), .${ARRIVING}, .${ARRIVING} *`]: {
        pointerEvents: 'none !important',
      },
    }}
  />
);

/** The height the notices take at the foot of the screen: two on a desktop, one on a phone. */
const NOTICES_ROOM = { desktop: 136, phone: 72 } as const;
/** Set on the body by useNoticeRoom while the page keeps room for the notices. */
const ROOM_ATTRIBUTE = 'data-notice-room';
const WHILE_NOTICE = `body[${ROOM_ATTRIBUTE}]`;

/**
 * The room is kept while a notice shows, and after it leaves for as long as a dialog that stood above it
 * stays open: a dialog never moves when a notice goes (it re-centred at once, and a press in that instant
 * landed on whatever had moved under it). Checked after each change to the page, before it is painted.
 */
function useNoticeRoom() {
  useEffect(() => {
    const body = document.body;
    const update = () => {
      const kept = body.hasAttribute(ROOM_ATTRIBUTE);
      const notice = document.querySelector('.notistack-Snackbar') !== null;
      const want = notice || (kept && document.querySelector('.MuiDialog-root') !== null);
      if (want !== kept) body.toggleAttribute(ROOM_ATTRIBUTE, want);
    };
    const observer = new MutationObserver(update);
    observer.observe(body, { childList: true, subtree: true });
    update();
    return () => observer.disconnect();
  }, []);
}

/**
 * While a notice shows, nothing it would cover stays under it. The page ends with room for the notices,
 * so its last controls (a form's Save, a list's end, the bulk step's Back/Save/Reset) scroll clear of
 * them. An open dialog, which does not scroll with the page, stands above them: its actions would
 * otherwise sit under a notice at the foot of a phone's screen ('Session restored' over Edit Suburbs'
 * Cancel and Save). The menu drawer's last entries scroll clear, as the page's do.
 */
const ROOM_FOR_NOTICES = (
  <GlobalStyles
    styles={{
      [WHILE_NOTICE]: { paddingBottom: NOTICES_ROOM.desktop },
      [`${WHILE_NOTICE} .MuiDialog-paper`]: {
        marginBottom: NOTICES_ROOM.desktop,
        maxHeight: `calc(100% - ${32 + NOTICES_ROOM.desktop}px)`,
      },
      [`${WHILE_NOTICE} .MuiDrawer-paper`]: { paddingBottom: NOTICES_ROOM.desktop },
      [`@media ${ONE_NOTICE_AT_A_TIME}`]: {
        [WHILE_NOTICE]: { paddingBottom: NOTICES_ROOM.phone },
        [`${WHILE_NOTICE} .MuiDialog-paper`]: {
          marginBottom: NOTICES_ROOM.phone,
          maxHeight: `calc(100% - ${32 + NOTICES_ROOM.phone}px)`,
        },
        [`${WHILE_NOTICE} .MuiDialog-paperFullScreen`]: {
          height: `calc(100% - ${NOTICES_ROOM.phone}px)`,
          maxHeight: 'none',
        },
        [`${WHILE_NOTICE} .MuiDrawer-paper`]: { paddingBottom: NOTICES_ROOM.phone },
      },
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
  useNoticeRoom();
  const phone = useMediaQuery(ONE_NOTICE_AT_A_TIME);
  return (
    <>
      {ROOM_FOR_NOTICES}
      {ARRIVING_LETS_TAPS_THROUGH}
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
