import { useEffect, useState } from 'react';
import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
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
 * The staff-only banner 'Masquerading as {company}. Your session will expire in {countdown}' (spec 002:
 * hidden by default, clicking toggles it). In the page's flow under the app bar, as its own landmark, so
 * it never covers a table's last rows or a control; dark text on white (the floating banner's
 * white on orange was 3.83:1).
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
      component="aside"
      aria-label="Staff session"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        px: { xs: 1.5, md: 3 },
        py: 0.5,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 3,
        borderColor: 'warning.main',
      }}
    >
      <Button
        size="small"
        color="warning"
        startIcon={<SupervisorAccount />}
        aria-expanded={open}
        aria-controls={open ? 'staff-session-banner' : undefined}
        onClick={toggle}
      >
        {open ? 'Hide staff session' : 'Show staff session'}
      </Button>
      {open && (
        <Box
          id="staff-session-banner"
          role="status"
          onClick={toggle}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, cursor: 'pointer' }}
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
        </Box>
      )}
    </Box>
  );
}
