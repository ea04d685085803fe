import { Suspense, useState } from 'react';
import { Box, Button, IconButton } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { AUTH_MESSAGES } from '@portal/domain';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { useIsMobile } from '../../lib/breakpoints.ts';
import { useMe } from '../../api/auth.ts';
import { useSession } from '../../lib/session.ts';
import { retryableLazy } from '../../lib/retryable-lazy.tsx';

// The menu (MUI's Menu, Popover and Modal) loads when it is first wanted, not with every page's first
// paint (it is code a phone would download before drawing anything): a pointer over the button or focus on it starts the download, a click opens it.
const loadMenuList = () => import('./user-menu-list.tsx');
/** Ahead of a click; a failure (offline) is the click's to show. */
const prefetchMenuList = () => void loadMenuList().catch(() => undefined);
const UserMenuList = retryableLazy(async () => (await loadMenuList()).UserMenuList, {
  offline: ({ anchor, close }) => anchor && <MenuOffline close={close} />,
});

/**
 * Where the menu would open, while its code cannot come offline: that the portal is offline and the menu
 * opens by itself when the connection is back (its part tries again then), with a way to put this away.
 */
export function MenuOffline({ close }: { close: () => void }) {
  return (
    <Box sx={{ position: 'fixed', top: 64, right: 8, left: 8, maxWidth: 480, ml: 'auto', zIndex: 1300 }}>
      <ErrorPanel
        title={AUTH_MESSAGES.offline}
        message={AUTH_MESSAGES.loadsWhenOnline}
        report={false}
        action={{ label: 'Close', onClick: close }}
      />
    </Box>
  );
}

export function UserMenu() {
  const { claims } = useSession();
  const me = useMe();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const close = () => setAnchor(null);
  const company = me.data?.company ?? claims?.supplierName ?? 'Account';
  const mobile = useIsMobile();
  const menuProps = {
    onClick: (e: React.MouseEvent<HTMLElement>) => {
      setWanted(true);
      setAnchor(e.currentTarget);
    },
    onMouseEnter: prefetchMenuList,
    onFocus: prefetchMenuList,
    onTouchStart: prefetchMenuList,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? 'user-menu' : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
  };

  return (
    <>
      {mobile ? (
        <IconButton color="inherit" aria-label={company} {...menuProps}>
          <AccountCircle />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          {...menuProps}
          startIcon={<AccountCircle />}
          endIcon={<ExpandMore />}
          // A long name ends in an ellipsis (the text in its own box: a flex button clips without one);
          // the whole name is the button's title and heads the menu it opens.
          title={company}
          sx={{ textTransform: 'none', maxWidth: 260, minWidth: 0 }}
        >
          <Box
            component="span"
            data-testid="company-name"
            sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {company}
          </Box>
        </Button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} close={close} company={company} />
        </Suspense>
      )}
    </>
  );
}
