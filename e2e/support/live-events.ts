import type { Page } from '@playwright/test';

/**
 * Answers the page's live events stream (GET /api/suppliers/events) as a server without events would,
 * for the journeys that wait for the network to go idle: an open stream is a request that never ends,
 * so the page would never be idle. The portal then polls as it does while the stream is down.
 */
export async function withoutLiveEvents(page: Page): Promise<void> {
  await page.route(
    (url) => isEventStream(url.href),
    (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 204 }) : route.fallback()),
  );
}

/** Whether a request is the live events stream (which stays open while the page does). */
export const isEventStream = (url: string): boolean => new URL(url).pathname === '/api/suppliers/events';
