import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  HEALTH_CHECK_INTERVAL_MS,
  MAINTENANCE_HEADER,
  PLATFORM_MESSAGES,
  RECONNECT_NOTICE_MS,
} from '@portal/domain';
import { onApiEvent } from '../../../lib/api-client.ts';
import { notifyInfo } from '../../../lib/notify.ts';
import { pageSettled } from '../../../lib/page-settled.ts';
import { MaintenancePage } from './maintenance-page.tsx';

export type HealthResult = 'ok' | 'maintenance' | 'down';

const HEALTH_TIMEOUT_MS = 20_000;

/** GET /api/ on the main API: maintenance when it says so, down when it does not answer or fails. */
export async function checkHealth(): Promise<HealthResult> {
  try {
    const response = await fetch('/api/', {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    if (response.headers.get(MAINTENANCE_HEADER) === 'on') return 'maintenance';
    if (!response.ok) return 'down';
    const body = (await response.json().catch(() => null)) as { maintenance?: boolean } | null;
    return body?.maintenance ? 'maintenance' : 'ok';
  } catch {
    return 'down';
  }
}

/** A build made for maintenance (VITE_MAINTENANCE=true) shows only the maintenance page. */
export const BUILD_MAINTENANCE = ['1', 'true'].includes(String(import.meta.env.VITE_MAINTENANCE ?? ''));

/**
 * Turns the whole portal into the maintenance page on a `fb-maintenance: on` answer, a failed health check
 * or the build flag (spec 002 section 4). The health check repeats every 120 s; once the API is back it
 * says 'Attempting to reconnect shortly...' and reloads the page.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const [on, setOn] = useState(BUILD_MAINTENANCE);
  const onRef = useRef(on);
  onRef.current = on;
  const reloading = useRef(false);

  const check = useCallback(async () => {
    // Offline is the browser's network, not the API: the online/offline notices cover it.
    if (!navigator.onLine || reloading.current) return;
    const result = await checkHealth();
    if (result !== 'ok') {
      setOn(true);
      return;
    }
    if (onRef.current) {
      reloading.current = true;
      notifyInfo(PLATFORM_MESSAGES.reconnecting, RECONNECT_NOTICE_MS);
      window.setTimeout(() => window.location.reload(), RECONNECT_NOTICE_MS);
    }
  }, []);

  useEffect(() => onApiEvent('maintenance', () => setOn(true)), []);

  useEffect(() => {
    if (BUILD_MAINTENANCE) return;
    // The first check once the page has drawn its content: an API in maintenance answers the page's own
    // requests with the maintenance header meanwhile (onApiEvent above), so nothing waits for it.
    let cancelled = false;
    void pageSettled().then(async () => {
      if (!cancelled) await check();
    });
    const timer = window.setInterval(() => void check(), HEALTH_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [check]);

  return on ? <MaintenancePage /> : <>{children}</>;
}
