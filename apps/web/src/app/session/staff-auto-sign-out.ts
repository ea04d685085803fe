import { useEffect } from 'react';
import { storage, STORAGE_KEYS } from '../../lib/storage.ts';

/**
 * Staff are signed out when the page unloads (reload, closing the tab, typing an address) unless the
 * disable flag is set in local storage (spec 000 §4 and §6, spec 002 §4); the staff banner offers the
 * switch. Attached by the session itself from the first render, not by the lazily loaded banner: it
 * holds from the first unload on.
 */
export function useStaffAutoSignOut(isStaff: boolean): void {
  useEffect(() => {
    if (!isStaff) return;
    const onPageHide = () => {
      if (storage.get(STORAGE_KEYS.disableStaffLogout) === 'true') return;
      storage.remove(STORAGE_KEYS.token);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [isStaff]);
}
