import { NavLink } from 'react-router';
import { Box, Drawer, List, ListItemButton, ListItemText, Toolbar } from '@mui/material';
import { prefetchOnIntent } from '../prefetch.ts';
import { Logo } from './logo.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { useCan } from '../../lib/access.ts';

/** The phone's navigation: the ten entries in a drawer (app-layout.tsx loads it with its first opening). */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const can = useCan();
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label="Main" sx={{ width: 260 }}>
        <Toolbar>
          <Logo />
        </Toolbar>
        <List>
          {NAV_ITEMS.filter((item) => !item.operation || can(item.operation)).map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              {...prefetchOnIntent(item.to)}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
