/*
 * The app shell: the signed-in page's frame as plain HTML, painted before any of the portal's code has
 * downloaded. A phone on a slow line sees the top bar and the page's heading at once, not a
 * blank page for the 2-3 s its JavaScript takes. The build writes one shell per signed-in page of the
 * route manifest (app/page-manifest.ts: its header, where known before data) into
 * dist/.vite/route-shells.json (vite-landing-shell.ts); the server puts it inside <div id="root"> of the
 * index.html it sends for that path (apps/api/src/lib/http/web-app.ts). React replaces it at its first
 * render (app/boot.tsx renders once the router has its page's code), with the same bar and heading at the
 * same place: its CSS (landing-shell-style.ts) is written from the sizes the layout and the page
 * header draw with (lib/layout-sizes.ts), and e2e/app-shell.spec.ts compares the two.
 *
 * It shows only for a visitor with a stored session (SHELL_GATE_SCRIPT, inline in index.html's head):
 * a signed-out visit to /orders goes to the sign-in page without a flash of the orders page.
 *
 * Strings and the manifest's plain data only: the build reads it. A staff page gets no shell.
 */
import type { Crumb, PageEntry, SearchEntry } from '../app/page-manifest.ts';
import { PAGE_PATTERNS } from '../app/page-tables.ts';
import { NAV_ITEMS } from '../app/layout/nav-items.ts';

const SIGNED_IN_PAGES = PAGE_PATTERNS.filter(([, page]) => page.frame === 'signed-in' && !page.staff);

/**
 * Inline in index.html's head, so it runs before the body is drawn: marks the document when a session
 * is stored (lib/storage.ts's 'portal.token'), which is what shows the shell (landing-shell-style.ts). The
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
  const links = NAV_ITEMS.map(({ label, to }) =>
    isCurrent(to, pattern)
      ? `<a href="${to}" class="active" aria-current="page">${escapeHtml(label)}</a>`
      : `<a href="${to}">${escapeHtml(label)}</a>`,
  );
  return `<nav class="shell-nav" aria-label="Main">${links.join('')}</nav>`;
}

function crumbsHtml(crumbs: readonly Crumb[]): string {
  const items = crumbs.map((crumb) =>
    crumb.to
      ? `<li><a href="${crumb.to}">${escapeHtml(crumb.label)}</a></li>`
      : `<li class="shell-crumb-here">${escapeHtml(crumb.label)}</li>`,
  );
  return `<nav class="shell-crumbs" aria-label="breadcrumb"><ol>${items.join('<li class="shell-crumb-separator" aria-hidden="true">/</li>')}</ol></nav>`;
}

/** MUI's Search icon (@mui/icons-material/Search). */
const SEARCH_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14"/></svg>';

function headerHtml(header: PageEntry['header']): string {
  if (!header) return '';
  const crumbs = header.crumbs?.length ? crumbsHtml(header.crumbs) : '';
  const heading = `<h1>${escapeHtml(header.heading)}</h1>`;
  // The actions' room, empty: the page's buttons arrive with its code.
  const row = header.actions
    ? `<div class="shell-heading-row">${heading}<span class="shell-actions"></span></div>`
    : heading;
  return `<div class="shell-page-header">${crumbs}${row}</div>${searchHtml(header.search)}`;
}

/** The search field as it looks empty, with its label and placeholder; the page's own replaces it. */
function searchHtml(search: SearchEntry | undefined): string {
  if (!search) return '';
  return (
    `<div class="shell-search" aria-hidden="true"><span class="shell-search-label">${escapeHtml(search.label)}</span>` +
    `${SEARCH_ICON}<span class="shell-search-placeholder">${escapeHtml(search.placeholder)}</span></div>`
  );
}

/** The shell of a page at `pattern`: the bar, with the page's header where the manifest gives it. */
function shellHtml(pattern: string, page: PageEntry): string {
  return (
    '<div class="app-shell">' +
    '<header class="shell-bar"><div class="shell-toolbar">' +
    `<span class="shell-menu">${MENU_ICON}</span>` +
    '<a class="shell-logo" href="/" aria-label="Supplier Portal home"><img src="/favicon.svg" alt="" width="28" height="28"><span>Supplier Portal</span></a>' +
    `</div>${navHtml(pattern)}</header>` +
    `<main class="shell-main">${headerHtml(page.header)}</main>` +
    '</div>'
  );
}

/** The shell of every signed-in page by pattern (page-tables.ts), as the server puts it in #root. */
export const pageShells = (): Record<string, string> =>
  Object.fromEntries(SIGNED_IN_PAGES.map(([pattern, page]) => [pattern, shellHtml(pattern, page)]));
