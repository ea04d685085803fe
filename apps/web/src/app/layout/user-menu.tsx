import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Divider, IconButton, ListItemIcon, ListSubheader, Menu, MenuItem } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMore from '@mui/icons-material/ExpandMore';
import RateReview from '@mui/icons-material/RateReview';
import Logout from '@mui/icons-material/Logout';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import BugReport from '@mui/icons-material/BugReport';
import History from '@mui/icons-material/History';
import { adminPortalUrl } from '../../lib/admin-portal.ts';
import { useIsMobile } from '../../lib/breakpoints.ts';
import { reportError } from '../../lib/error-reporter.ts';
import { useMe } from '../../api/auth.ts';
import { notifyInfo } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { storage, STORAGE_KEYS } from '../../lib/storage.ts';
import { useSession } from '../../lib/session.ts';

export function UserMenu() {
  const { isStaff, claims } = useSession();
  const me = useMe();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const company = me.data?.company ?? claims?.supplierName ?? 'Account';
  const mobile = useIsMobile();
  const menuProps = {
    onClick: (e: React.MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
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
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {mobile && (
          // The phone's menu button is an icon: the company name heads its menu instead.
          <ListSubheader sx={{ lineHeight: 2.5, fontWeight: 600, color: 'text.primary' }}>
            {company}
          </ListSubheader>
        )}
        <MenuItem component={RouterLink} to={paths.reviews} onClick={close}>
          <ListItemIcon>
            <RateReview fontSize="small" />
          </ListItemIcon>
          Reviews
        </MenuItem>
        {isStaff && [
          <Divider key="d" />,
          <MenuItem
            key="admin"
            component="a"
            href={adminPortalUrl(window.location.hostname, storage.get(STORAGE_KEYS.referrer))}
            onClick={close}
          >
            <ListItemIcon>
              <AdminPanelSettings fontSize="small" />
            </ListItemIcon>
            Return to Admin
          </MenuItem>,
          <MenuItem key="activity" component={RouterLink} to={paths.activity} onClick={close}>
            <ListItemIcon>
              <History fontSize="small" />
            </ListItemIcon>
            Activity
          </MenuItem>,
          <MenuItem
            key="error"
            onClick={() => {
              close();
              reportError(new Error('Test error report from the supplier portal'), {
                test: true,
                supplier: claims?.sub,
              });
              notifyInfo('Test error report sent');
            }}
          >
            <ListItemIcon>
              <BugReport fontSize="small" />
            </ListItemIcon>
            Send test error report
          </MenuItem>,
        ]}
        <Divider />
        <MenuItem component={RouterLink} to={paths.logout} onClick={close}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
