import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { documentTitle, type PageEntry } from './page-manifest.ts';

/**
 * What the router keeps of a page's manifest entry (app/router.tsx): its title, and the operation a role
 * must be allowed to call to see it (the layout's PageAccessOutlet).
 */
export type PageHandle = Pick<PageEntry, 'title' | 'operation'>;

const titleOf = (handle: unknown) =>
  handle && typeof handle === 'object' && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;

/**
 * The tab's title from the page's manifest entry ('Order #2729 · Supplier Portal'), so several tabs of the
 * portal can be told apart (WCAG 2.4.2). Renders the page.
 */
export function TitledOutlet() {
  const matches = useMatches();
  const page = matches.findLast((match) => titleOf(match.handle));
  const title = documentTitle(titleOf(page?.handle), page?.params ?? {});
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
