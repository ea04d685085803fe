/** Local storage that never throws (private mode, quota, disabled storage): failures are ignored. */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* ignored on purpose */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* ignored on purpose */
    }
  },
};

export const STORAGE_KEYS = {
  token: 'portal.token',
  referrer: 'portal.referrer',
  disableStaffLogout: 'portal.disableStaffAutoLogout',
} as const;
