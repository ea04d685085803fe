import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import * as repo from './live-events.repository.ts';

/** At most this many events are read for a supplier at a time (a reconnect after a long gap reads on). */
const BATCH = 500;

type Subscriber = {
  /** The newest event id this stream has been sent. */
  lastId: number;
  send: (event: repo.LiveEvent) => void;
  /** Ends the stream (the process is shutting down). */
  end: () => void;
};

/**
 * The streams of this process, by supplier, fed from the database's notifications: one NOTIFY (its
 * payload the supplier's id) makes one read of that supplier's new events, however many of its streams
 * are open here, and each stream is sent what it has not had. Every API process has its own hub and
 * listens itself, so a change made through any process reaches the streams of all of them.
 */
export function createLiveEventHub(database: Database, log: FastifyBaseLogger) {
  const streams = new Map<number, Set<Subscriber>>();
  /** Suppliers being read now, and those that were notified again meanwhile (read once more after). */
  const reading = new Set<number>();
  const again = new Set<number>();
  let stopListening: (() => Promise<void>) | null = null;
  let stopped = false;

  async function readAndSend(supplierId: number): Promise<void> {
    for (;;) {
      // The streams open now: one added during the read is served by the read after (`again`), since this
      // batch starts after these streams' ids and may begin past the new one's.
      const subscribers = [...(streams.get(supplierId) ?? [])];
      if (subscribers.length === 0) return;
      const from = Math.min(...subscribers.map((s) => s.lastId));
      const events = await repo.eventsAfter(database.db, supplierId, from, BATCH);
      for (const s of subscribers) {
        for (const event of events) {
          if (event.id <= s.lastId) continue;
          s.lastId = event.id;
          s.send(event);
        }
      }
      if (events.length < BATCH) return;
    }
  }

  /** Reads a supplier's new events now, or once more after the read in progress. */
  function deliver(supplierId: number): void {
    if (!Number.isSafeInteger(supplierId) || !streams.has(supplierId)) return;
    if (reading.has(supplierId)) {
      again.add(supplierId);
      return;
    }
    reading.add(supplierId);
    readAndSend(supplierId)
      .catch((err: unknown) =>
        log.warn({ err, supplierId }, 'live events: read failed; the next notification retries'),
      )
      .finally(() => {
        reading.delete(supplierId);
        if (again.delete(supplierId)) deliver(supplierId);
      });
  }

  return {
    /** Starts listening for notifications (once per process). */
    async start(): Promise<void> {
      const stop = await database.listen(
        repo.LIVE_EVENTS_CHANNEL,
        (payload) => deliver(Number(payload)),
        // Notifications sent while the listening connection was lost are gone: read every open stream's.
        () => {
          for (const supplierId of streams.keys()) deliver(supplierId);
        },
      );
      // Stopped while it was still connecting (a close right after the start): stop listening at once.
      if (stopped) await stop();
      else stopListening = stop;
    },
    /** Adds a stream that has seen events up to `lastId`; it is sent what came after at once. */
    subscribe(
      supplierId: number,
      lastId: number,
      send: Subscriber['send'],
      end: Subscriber['end'],
    ): () => void {
      const subscriber: Subscriber = { lastId, send, end };
      let set = streams.get(supplierId);
      if (!set) streams.set(supplierId, (set = new Set()));
      set.add(subscriber);
      deliver(supplierId);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && streams.get(supplierId) === set) streams.delete(supplierId);
      };
    },
    /** Open streams in this process (for /metrics and tests). */
    get size(): number {
      let n = 0;
      for (const set of streams.values()) n += set.size;
      return n;
    },
    /** Ends every stream of this process (a browser reconnects to another one) and stops listening. */
    async stop(): Promise<void> {
      stopped = true;
      for (const set of [...streams.values()]) for (const s of [...set]) s.end();
      await stopListening?.();
      stopListening = null;
    },
  };
}

export type LiveEventHub = ReturnType<typeof createLiveEventHub>;
