import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { AppBar, Box, IconButton, Toolbar, useMediaQuery } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { meQueryOptions } from '../../api/auth.ts';
import type { LandingQueries } from '../../api/landing-data.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { PlatformSessionExtras, StaffSessionSlot } from '../../features/platform/platform-shell.tsx';
import { prefetchOnIntent } from '../prefetch.ts';
import { Logo } from './logo.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { useCan } from '../../lib/access.ts';
import { UserMenu } from './user-menu.tsx';
import { PageAccessOutlet } from './require-access.tsx';
import { LoadFailedPanel } from '../../components/load-failed.tsx';
import { retryableLazy } from '../../lib/retryable-lazy.tsx';
import { MAIN, MOBILE_QUERY, NAV, px, TOOLBAR_GAP } from '../../lib/layout-sizes.ts';
import { setLoadFailedView } from '../../lib/resilient-route.tsx';
import { useLiveOrderEvents } from '../../api/live-events.ts';

/** The pages' access guard (router.tsx) comes with this chunk. */

// A page whose code fails to load shows the spec's error panel from here on (lib/resilient-route.tsx).
setLoadFailedView(LoadFailedPanel);

// The phone's drawer (MUI's Drawer, Slide and Modal) is not on the first paint (a phone downloads first
// what it draws): its code comes once the page has drawn (lib/later-parts.ts), so the menu opens when the
// signal goes after that; touching the menu button starts the download if it has not come yet.
const loadNavDrawer = () => import('./nav-drawer.tsx');
const NavDrawer = retryableLazy(async () => (await loadNavDrawer()).NavDrawer);

/** The desktop bar's links: MUI's small text button look, the current page underlined and bold. */
const NAV_BAR = {
  px: px(NAV.paddingX),
  pb: px(NAV.paddingBottom),
  display: 'flex',
  flexWrap: 'wrap',
  gap: px(NAV.gap),
  '& .nav-link': {
    typography: 'button',
    fontSize: px(NAV.link.fontSize),
    textTransform: 'none',
    color: 'inherit',
    textDecoration: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: NAV.link.minWidth,
    padding: `${px(NAV.link.paddingY)} ${px(NAV.link.paddingX)}`,
    opacity: NAV.link.opacity,
    borderBottom: `${px(NAV.link.underline)} solid transparent`,
    '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.08)' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 1 },
    '&.active': { opacity: 1, borderBottomColor: 'secondary.light', fontWeight: 700 },
  },
} as const;

/** A landing on any signed-in page draws the account menu's supplier at once (api/landing-data.ts). */
export const landingQueries: LandingQueries = () => [meQueryOptions()];

/** Top bar with the ten entries on desktop; a drawer behind 'Open navigation menu' under 768 px. */
export function AppLayout() {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const can = useCan();
  const [open, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();
  useLiveOrderEvents();

  // Navigating scrolls to the top of the page first: in a layout effect, which runs before every page's
  // own effects, so a page that scrolls to a part of itself (settings' ?section=) has the last word. A
  // landing page has its data at its first render (api/landing-data.ts), and its scroll ran first.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppBar position="sticky" elevation={1}>
        <Toolbar sx={{ gap: px(TOOLBAR_GAP) }}>
          {mobile && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation menu"
              onPointerEnter={NavDrawer.preload}
              onTouchStart={NavDrawer.preload}
              onFocus={NavDrawer.preload}
              onClick={() => {
                setDrawerWanted(true);
                setOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Logo />
          <Box sx={{ flex: 1 }} />
          <UserMenu />
        </Toolbar>
        {!mobile && (
          <Box component="nav" aria-label="Main" sx={NAV_BAR}>
            {/* Plain links styled once by the bar, not ten MUI buttons with ripples: less code on every page's first paint. */}
            {NAV_ITEMS.filter((item) => !item.operation || can(item.operation)).map((item) => (
              <NavLink key={item.to} to={item.to} className="nav-link" {...prefetchOnIntent(item.to)}>
                {item.label}
              </NavLink>
            ))}
          </Box>
        )}
      </AppBar>
      <StaffSessionSlot />
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer open={mobile && open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          p: { xs: px(MAIN.padding), md: px(MAIN.paddingMd) },
          maxWidth: MAIN.maxWidth,
          mx: 'auto',
          outline: 'none',
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <PageAccessOutlet />
        </Suspense>
      </Box>
      <PlatformSessionExtras />
    </Box>
  );
}
