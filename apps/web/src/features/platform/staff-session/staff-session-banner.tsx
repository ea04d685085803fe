import { useEffect, useState } from 'react';
import { Box, Fab, FormControlLabel, Paper, Switch, Tooltip, Typography } from '@mui/material';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import { PLATFORM_MESSAGES, STAFF_BANNER_TICK_MS } from '@portal/domain';
import { useMe } from '../../../api/auth.ts';
import { storage, STORAGE_KEYS } from '../../../lib/storage.ts';
import { msUntilExpiry } from '../../../lib/token.ts';
import { useSession } from '../../../lib/session.ts';
import { formatCountdown } from './countdown.ts';

/** The current time, ticking while enabled. */
function useNow(tickMs: number, enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs, enabled]);
  return now;
}

/**
 * The floating staff-only banner 'Masquerading as {company}. Your session will expire in {countdown}'.
 * Hidden by default; the floating button shows it and a click on the banner hides it again.
 */
export function StaffSessionBanner() {
  const { isStaff, claims } = useSession();
  const me = useMe(isStaff);
  const [open, setOpen] = useState(false);
  const [keepSignedIn, setKeepSignedIn] = useState(
    () => storage.get(STORAGE_KEYS.disableStaffLogout) === 'true',
  );
  const now = useNow(STAFF_BANNER_TICK_MS, isStaff && open);
  if (!isStaff || !claims) return null;

  const company = me.data?.company ?? claims.supplierName;
  const toggle = () => setOpen((o) => !o);

  return (
    <Box
      sx={{
        position: 'fixed',
        right: { xs: 8, md: 16 },
        bottom: { xs: 8, md: 16 },
        zIndex: (theme) => theme.zIndex.speedDial,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        gap: 1,
        maxWidth: 'calc(100vw - 16px)',
      }}
    >
      {open && (
        <Paper
          id="staff-session-banner"
          elevation={6}
          role="status"
          onClick={toggle}
          sx={{
            p: 1.5,
            maxWidth: 420,
            bgcolor: 'warning.light',
            color: 'warning.contrastText',
            cursor: 'pointer',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {PLATFORM_MESSAGES.masquerading(company)}{' '}
            <Box
              component="span"
              data-testid="staff-session-countdown"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {formatCountdown(msUntilExpiry(claims, now))}
            </Box>
          </Typography>
          <FormControlLabel
            onClick={(e) => e.stopPropagation()}
            control={
              <Switch
                size="small"
                checked={keepSignedIn}
                onChange={(e) => {
                  setKeepSignedIn(e.target.checked);
                  if (e.target.checked) storage.set(STORAGE_KEYS.disableStaffLogout, 'true');
                  else storage.remove(STORAGE_KEYS.disableStaffLogout);
                }}
              />
            }
            label={<Typography variant="caption">Stay signed in when this page reloads</Typography>}
          />
        </Paper>
      )}
      <Tooltip title={open ? 'Hide staff session' : 'Show staff session'}>
        <Fab
          size="small"
          color="warning"
          aria-label={open ? 'Hide staff session' : 'Show staff session'}
          aria-expanded={open}
          aria-controls={open ? 'staff-session-banner' : undefined}
          onClick={toggle}
        >
          <SupervisorAccount />
        </Fab>
      </Tooltip>
    </Box>
  );
}
