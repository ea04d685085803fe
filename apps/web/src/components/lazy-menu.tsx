import { Suspense, useEffect, useState } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import { retryableLazy } from '../lib/retryable-lazy.tsx';

const loadMenu = () => import('@mui/material/Menu');
const Menu = retryableLazy(async () => (await loadMenu()).default);

/**
 * MUI's Menu, loaded with its first opening: its Popover, Modal and focus trap are not on
 * the first paint of a page whose menus are closed. Until then it renders nothing; once opened it stays
 * mounted, so it closes with its fade as before. Its code is fetched once the browser is idle after the
 * page has drawn, so a click rarely waits for it. Same props as Menu.
 */
export function LazyMenu(props: MenuProps) {
  const [wanted, setWanted] = useState(props.open);
  useEffect(() => {
    const fetchCode = () => void Menu.preload();
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(fetchCode, 2000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(fetchCode, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
