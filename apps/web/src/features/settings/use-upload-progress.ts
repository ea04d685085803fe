import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a finished upload's bar stays at 100% so the person sees it complete. */
export const UPLOAD_DONE_MS = 800;

export type Progress<K extends string> = Record<K, number | null>;

/**
 * Upload progress per slot: 0-99 while sending, 100 once the server answered, shown for
 * UPLOAD_DONE_MS before the bar goes (spec 002 section 2). A failure takes the bar away at once.
 */
export function useUploadProgress<K extends string>(kinds: readonly K[]) {
  const [progress, setProgress] = useState<Progress<K>>(
    () => Object.fromEntries(kinds.map((k) => [k, null])) as Progress<K>,
  );
  const timers = useRef(new Map<K, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const set = useCallback((kind: K, value: number | null) => {
    const timer = timers.current.get(kind);
    if (timer) clearTimeout(timer);
    timers.current.delete(kind);
    setProgress((s) => ({ ...s, [kind]: value }));
  }, []);

  const finish = useCallback(
    (kind: K, ok: boolean) => {
      if (!ok) {
        set(kind, null);
        return;
      }
      set(kind, 100);
      timers.current.set(
        kind,
        setTimeout(() => {
          timers.current.delete(kind);
          setProgress((s) => ({ ...s, [kind]: null }));
        }, UPLOAD_DONE_MS),
      );
    },
    [set],
  );

  const busy = Object.values<number | null>(progress).some((p) => p !== null && p < 100);
  return { progress, set, finish, busy };
}
