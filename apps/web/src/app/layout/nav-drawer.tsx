import { NavLink } from 'react-router';
import { Box, Drawer, List, ListItem, ListItemButton, ListItemText, Toolbar } from '@mui/material';
import { prefetchOnIntent } from '../prefetch.ts';
import { Logo } from './logo.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { useCan } from '../../lib/access.ts';

/**
 * The phone's navigation: the ten entries in a drawer (app-layout.tsx loads it with its first opening).
 * The drawer is a dialog named 'Navigation menu'; its links are list items of their list (axe
 * aria-dialog-name, list).
 */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const can = useCan();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Navigation menu' } }}>
      <Box component="nav" aria-label="Main" sx={{ width: 260 }}>
        <Toolbar>
          <Logo />
        </Toolbar>
        <List>
          {NAV_ITEMS.filter((item) => !item.operation || can(item.operation)).map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                {...prefetchOnIntent(item.to)}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
