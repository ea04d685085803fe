/*
 * The signed-in layout's own sizes and colours, declared once: the theme (app/theme.ts), the layout
 * (app/layout/app-layout.tsx, logo.tsx) and the page header (components/page-header.tsx) draw with them, and the build
 * writes the server-painted app shell's CSS from them (early/landing-shell-style.ts), so the shell and
 * React's first render cannot drift apart (e2e/app-shell.spec.ts compares the two on screen).
 *
 * Pixels unless named otherwise. Plain data with no imports: the build (Node) reads it.
 */

/** The theme's colours the shell paints before the theme exists. */
export const PALETTE = { primary: '#1b5e20', secondary: '#ff8f00', background: '#f5f7f5' } as const;

/** The theme's font: the system's own, no web font to download. */
export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The theme's `sm` breakpoint: from here up a page header's actions may sit beside its heading. */
export const SM = 600;
/** The theme's `md` breakpoint: from here up the top bar shows its links, below it the menu button. */
export const MD = 768;
/** Below `md`, as MUI's `down('md')` writes it. */
export const MOBILE_QUERY = `(max-width:${MD - 0.05}px)`;

/** The page's frame: <main> under the bar. */
export const MAIN = { maxWidth: 1600, padding: 12, paddingMd: 24 } as const;

/** The bar's first row: gaps between the menu button, the logo and the account menu. */
export const TOOLBAR_GAP = 8;

/** The logo: the portal's icon and name. */
export const LOGO = { gap: 8, fontSize: 18, fontWeight: 700, image: 28 } as const;

/** The desktop bar's second row of links (MUI's small text button look, the current page underlined). */
export const NAV = {
  paddingX: 8,
  paddingBottom: 4,
  gap: 2,
  link: { fontSize: 13, minWidth: 64, paddingY: 4, paddingX: 5, opacity: 0.85, underline: 2 },
} as const;

/** The page header: breadcrumb, then the h1 (its size on a phone and from `md` up). */
export const PAGE_HEADER = {
  marginBottom: 16,
  crumbsMarginBottom: 8,
  heading: { fontSize: 24, fontSizeMd: 30, fontWeight: 600 },
  /** Between the heading and its row of actions. */
  actionsGap: 8,
} as const;

/** A list page's search field (components/search-field.tsx): as wide as it can be, up to this. */
export const SEARCH_FIELD = { maxWidth: 420 } as const;

/** A size for MUI's sx: a number there is a multiple of the theme's spacing, a string is as written. */
export const px = (size: number) => `${size}px`;
