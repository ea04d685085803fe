import { Link as RouterLink } from 'react-router';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Tooltip } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { SETTINGS_MESSAGES } from '@portal/domain';
import { isAdminSection, sectionParam, type Section } from '../sections.ts';

/** The side list of cards: invalid required sections carry a warning, admin ones a tooltip. */
export function SettingsNav({ sections, invalid }: { sections: readonly Section[]; invalid: Set<string> }) {
  return (
    <Paper
      component="nav"
      aria-label="Settings sections"
      variant="outlined"
      sx={{ position: 'sticky', top: 150, maxHeight: 'calc(100vh - 166px)', overflowY: 'auto' }}
    >
      <List dense disablePadding>
        {sections.map((s) => {
          const bad = invalid.has(s.key);
          const item = (
            <ListItemButton
              component={RouterLink}
              to={{ search: `?section=${sectionParam(s.key)}` }}
              data-invalid={bad ? 'true' : undefined}
            >
              <ListItemText primary={s.title} slotProps={{ primary: { variant: 'body2' } }} />
              {bad && (
                <ListItemIcon sx={{ minWidth: 0 }}>
                  <WarningAmberIcon
                    color="warning"
                    fontSize="small"
                    titleAccess="Incomplete"
                    aria-hidden={false}
                  />
                </ListItemIcon>
              )}
              {isAdminSection(s) && (
                <ListItemIcon sx={{ minWidth: 0, ml: 0.5 }}>
                  <AdminPanelSettingsOutlinedIcon fontSize="small" color="action" aria-hidden />
                </ListItemIcon>
              )}
            </ListItemButton>
          );
          // Each link sits in its own <li> (a <ul> holds only list items), and the admin tooltip
          // describes the link instead of renaming it, so its name stays its visible text
          // (axe label-content-name-mismatch).
          return (
            <ListItem key={s.key} disablePadding>
              {isAdminSection(s) ? (
                <Tooltip title={SETTINGS_MESSAGES.adminOnly} placement="right" describeChild>
                  {item}
                </Tooltip>
              ) : (
                item
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
