import { Suspense, useState } from 'react';
import { Button, IconButton } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useIsMobile } from '../../lib/breakpoints.ts';
import { useMe } from '../../api/auth.ts';
import { useSession } from '../../lib/session.ts';
import { retryableLazy } from '../../lib/retryable-lazy.tsx';

// The menu (MUI's Menu, Popover and Modal) loads when it is first wanted, not with every page's first
// paint (it is code a phone would download before drawing anything): a pointer over the button or focus on it starts the download, a click opens it.
const loadMenuList = () => import('./user-menu-list.tsx');
/** Ahead of a click; a failure (offline) is the click's to show. */
const prefetchMenuList = () => void loadMenuList().catch(() => undefined);
const UserMenuList = retryableLazy(async () => (await loadMenuList()).UserMenuList);

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
          sx={{
            textTransform: 'none',
            maxWidth: 260,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {company}
        </Button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} close={close} company={company} mobile={mobile} />
        </Suspense>
      )}
    </>
  );
}
