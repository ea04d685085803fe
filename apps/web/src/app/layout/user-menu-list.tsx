import { Link as RouterLink } from 'react-router';
import { Divider, ListItemIcon, ListSubheader, Menu, MenuItem } from '@mui/material';
import RateReview from '@mui/icons-material/RateReview';
import Logout from '@mui/icons-material/Logout';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import BugReport from '@mui/icons-material/BugReport';
import History from '@mui/icons-material/History';
import Group from '@mui/icons-material/Group';
import Security from '@mui/icons-material/Security';
import { useCan } from '../../lib/access.ts';
import { adminPortalUrl } from '../../lib/admin-portal.ts';
import { reportError } from '../../lib/error-reporter.ts';
import { notifyInfo } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { storage, STORAGE_KEYS } from '../../lib/storage.ts';
import { useSession } from '../../lib/session.ts';

type UserMenuListProps = {
  anchor: HTMLElement | null;
  close: () => void;
  company: string;
};

/** The account menu's entries (user-menu.tsx loads this with the menu's first opening). */
export function UserMenuList({ anchor, close, company }: UserMenuListProps) {
  const { isStaff, claims } = useSession();
  const can = useCan();
  return (
    <Menu
      id="user-menu"
      anchorEl={anchor}
      open={!!anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      // A landmark around the open menu, whose company heading is text outside the page's landmarks
      // otherwise (axe region).
      slotProps={{ paper: { role: 'region', 'aria-label': 'Account menu' } }}
    >
      {/* The company name heads the menu, whole (wrapping): the phone's menu button is an icon, and a
          laptop's may end in an ellipsis. A <div>, not the subheader's <li>: a menu holds only menu items
          (axe aria-required-children, listitem). */}
      <ListSubheader
        component="div"
        sx={{
          lineHeight: 1.5,
          py: 1,
          fontWeight: 600,
          color: 'text.primary',
          maxWidth: 320,
          whiteSpace: 'normal',
          overflowWrap: 'anywhere',
        }}
      >
        {company}
      </ListSubheader>
      {can('listReviews') && (
        <MenuItem component={RouterLink} to={paths.reviews} onClick={close}>
          <ListItemIcon>
            <RateReview fontSize="small" />
          </ListItemIcon>
          Reviews
        </MenuItem>
      )}
      {can('listTeam') && (
        <MenuItem component={RouterLink} to={paths.team} onClick={close}>
          <ListItemIcon>
            <Group fontSize="small" />
          </ListItemIcon>
          Team
        </MenuItem>
      )}
      <MenuItem component={RouterLink} to={paths.security} onClick={close}>
        <ListItemIcon>
          <Security fontSize="small" />
        </ListItemIcon>
        Security
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
  );
}
