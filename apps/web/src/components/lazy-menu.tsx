import { Suspense, useState } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import { retryableLazy } from '../lib/retryable-lazy.tsx';

const loadMenu = () => import('@mui/material/Menu');
const Menu = retryableLazy(async () => (await loadMenu()).default);

/**
 * MUI's Menu, rendered from its first opening: its Popover, Modal and focus trap are not on the first
 * paint of a page whose menus are closed. Its code comes once the page has drawn (lib/later-parts.ts),
 * so a click rarely waits for it and it opens offline. Until then it renders nothing; once opened it
 * stays mounted, so it closes with its fade as before. Same props as Menu.
 */
export function LazyMenu(props: MenuProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
