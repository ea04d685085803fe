import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from '../database.ts';

/** The waits before each new try of a lost listening connection, then the last one again and again. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000];

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool; PgBouncer in transaction mode
 * cannot hold one), made again whenever it is lost (a restart, a failover: the address should follow the
 * primary, e.g. HAProxy's leader port), then `onReconnect` so the caller catches up on what it missed.
 */
export async function listenOn(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<void> {
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    await c.connect();
    await c.query(`LISTEN ${quoted}`);
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
  }

  function lost(c: pg.Client) {
    if (client !== c || stopped) return;
    client = null;
    c.end().catch(() => undefined);
    retry();
  }

  function retry() {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      connect().then(
        () => {
          attempt = 0;
          if (!stopped) onReconnect?.();
        },
        () => {
          if (!stopped) retry();
        },
      );
    }, delay);
    timer.unref();
  }

  // A database out of reach at start is tried again like a lost connection; the start goes on.
  await connect().catch(() => retry());
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
