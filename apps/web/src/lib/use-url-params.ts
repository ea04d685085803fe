import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type ParamChanges = Record<string, string | null>;
/** push: add a history entry instead of replacing it; firstPage: a real change also drops `page`. */
export type PatchOptions = { push?: boolean; firstPage?: boolean };

/**
 * The page's query parameters, and `patch` to set or clear some of them (null or '' clears),
 * replacing the history entry unless asked to push one. A patch that changes nothing does nothing,
 * so a search box can write its text on every new value and only a new text leaves the page.
 *
 * A page may render the URL's parameters later than they change (the products list follows them
 * through useDeferredValue, and the router once applied navigations in a transition): a second
 * filter chosen before the first has rendered would be built on the old parameters and quietly
 * undo the first. So each patch builds on the last one asked for, and the hook goes
 * back to the URL once the router has caught up with every patch, or the URL moved by other
 * means (a link, Back). `patch` keeps its identity across renders.
 */
export function useUrlParams(): [URLSearchParams, (changes: ParamChanges, options?: PatchOptions) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const pending = useRef<string[]>([]);
  const navigate = useRef(setParams);

  useLayoutEffect(() => {
    navigate.current = setParams;
  }, [setParams]);

  useLayoutEffect(() => {
    const at = pending.current.indexOf(params.toString());
    if (at === -1) pending.current = [];
    else pending.current = pending.current.slice(at + 1);
    if (pending.current.length === 0) latest.current = params;
  }, [params]);

  const patch = useCallback((changes: ParamChanges, options?: PatchOptions) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (next.toString() === latest.current.toString()) return;
    if (options?.firstPage) next.delete('page');
    latest.current = next;
    pending.current.push(next.toString());
    navigate.current(next, { replace: !options?.push });
  }, []);

  return [params, patch];
}
