/*
 * The app shell: the signed-in page's frame as plain HTML, painted before any of the portal's code has
 * downloaded (issue 21). A phone on a slow line sees the top bar and the page's heading at once, not a
 * blank page for the 2-3 s its JavaScript takes. The build writes one shell per page of `landingShells`
 * into dist/.vite/route-shells.json (vite-landing-shell.ts); the server puts it inside <div id="root">
 * of the index.html it sends for that path (apps/api/src/lib/http/web-app.ts). React replaces it at
 * its first render (app/boot.tsx renders once the router has its page's code), with the same bar and heading
 * at the same place: landing-shell.css copies app-layout.tsx's and page-header.tsx's sizes, and
 * e2e/app-shell.spec.ts compares the two.
 *
 * It shows only for a visitor with a stored session (SHELL_GATE_SCRIPT, inline in index.html's head):
 * a signed-out visit to /orders goes to the sign-in page without a flash of the orders page.
 *
 * Plain data and strings with no imports: the build reads it.
 */

type Crumb = { label: string; to?: string };
/** What a page's header says on its first render: its heading and breadcrumb (components/page-header.tsx). */
type ShellPage = { title: string; crumbs?: Crumb[] };

const DASHBOARD_CRUMB: Crumb = { label: 'Dashboard', to: '/dashboard' };

/**
 * The pages whose header is known before their data: the router's patterns (landing-code.ts) and each
 * page's own PageHeader title and crumbs. Pages whose heading comes from their data (an order, a
 * product) get the bar alone, as do pages whose heading shares its line with a button on a phone
 * (custom prices: the title wraps beside 'Add Custom Price'), which the shell cannot place.
 */
export const landingShells: Record<string, ShellPage> = {
  '/': { title: 'Dashboard' },
  '/dashboard': { title: 'Dashboard' },
  '/specials': { title: 'Specials' },
  '/customers': {
    title: 'Here are all of your customers',
    crumbs: [DASHBOARD_CRUMB, { label: 'Customers' }],
  },
  '/loss-leaders': { title: 'Loss Leaders', crumbs: [DASHBOARD_CRUMB, { label: 'Loss Leaders' }] },
  '/products': { title: 'Products', crumbs: [{ label: 'Products' }] },
  '/orders': { title: 'Orders' },
  '/reports/*': { title: 'Reports' },
  '/settings/*': { title: 'Settings' },
  '/reviews/*': { title: 'Reviews' },
};

/** The top bar's entries (app/layout/nav-items.ts, whose test checks these against it). */
export const SHELL_NAV: ReadonlyArray<readonly [label: string, to: string]> = [
  ['Dashboard', '/dashboard'],
  ['Specials', '/specials'],
  ['Customers', '/customers'],
  ['Custom Prices', '/custom-prices'],
  ['Loss Leaders', '/loss-leaders'],
  ['Products', '/products'],
  ['Orders', '/orders'],
  ['Reports', '/reports'],
  ['Delivery Zones', '/delivery-zones'],
  ['Settings', '/settings'],
];

/**
 * Inline in index.html's head, so it runs before the body is drawn: marks the document when a session
 * is stored (lib/storage.ts's 'portal.token'), which is what shows the shell (landing-shell.css). The
 * server allows exactly this script by its hash in the page's Content-Security-Policy.
 */
export const SHELL_GATE_SCRIPT =
  "try{localStorage.getItem('portal.token')&&document.documentElement.classList.add('has-session')}catch(e){}";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** MUI's Menu icon (@mui/icons-material/Menu). */
const MENU_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z"/></svg>';

/** The section a path belongs to: '/reports/by-month' lights 'Reports'. */
const isCurrent = (to: string, pattern: string) =>
  pattern === to || pattern.startsWith(`${to}/`) || (pattern === '/' && to === '/dashboard');

function navHtml(pattern: string): string {
  const links = SHELL_NAV.map(([label, to]) =>
    isCurrent(to, pattern)
      ? `<a href="${to}" class="active" aria-current="page">${escapeHtml(label)}</a>`
      : `<a href="${to}">${escapeHtml(label)}</a>`,
  );
  return `<nav class="shell-nav" aria-label="Main">${links.join('')}</nav>`;
}

function crumbsHtml(crumbs: Crumb[]): string {
  const items = crumbs.map((crumb) =>
    crumb.to
      ? `<li><a href="${crumb.to}">${escapeHtml(crumb.label)}</a></li>`
      : `<li class="shell-crumb-here">${escapeHtml(crumb.label)}</li>`,
  );
  return `<nav class="shell-crumbs" aria-label="breadcrumb"><ol>${items.join('<li class="shell-crumb-separator" aria-hidden="true">/</li>')}</ol></nav>`;
}

function headerHtml(page: ShellPage | undefined): string {
  if (!page) return '';
  const crumbs = page.crumbs?.length ? crumbsHtml(page.crumbs) : '';
  return `<div class="shell-page-header">${crumbs}<h1>${escapeHtml(page.title)}</h1></div>`;
}

/** The shell for one pattern of landing-code.ts: the bar, with the page's header where it is known. */
export function shellHtml(pattern: string): string {
  return (
    '<div class="app-shell">' +
    '<header class="shell-bar"><div class="shell-toolbar">' +
    `<span class="shell-menu">${MENU_ICON}</span>` +
    '<a class="shell-logo" href="/" aria-label="Supplier Portal home"><img src="/favicon.svg" alt="" width="28" height="28"><span>Supplier Portal</span></a>' +
    `</div>${navHtml(pattern)}</header>` +
    `<main class="shell-main">${headerHtml(landingShells[pattern])}</main>` +
    '</div>'
  );
}
