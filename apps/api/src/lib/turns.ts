import { lastRequestStart } from './in-flight.ts';

/**
 * One at a time, first come first served: `run(work)` starts `work` once every earlier one has
 * settled. Heavy background-ish work inside requests (an export's chunks) takes turns through one of
 * these, so however many run at once, at most one chunk's query waits in the database's queue ahead of
 * any other request's (on the embedded database every query runs on the event loop).
 * With `pace`, a turn that ran while other requests were coming in is followed by a pause (see below).
 */
export function createTurns(pace?: Pace) {
  let last: Promise<unknown> = Promise.resolve();
  let notBefore = 0;
  const paced = async <T>({ now, lastRequest }: Pace, work: () => Promise<T>): Promise<T> => {
    const wait = notBefore - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const started = now();
    try {
      return await work();
    } finally {
      const ended = now();
      const contended = ended - lastRequest() < CONTENDED_WINDOW_MS;
      notBefore = contended ? ended + ((ended - started) * (1 - HEAVY_SHARE)) / HEAVY_SHARE : 0;
    }
  };
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      const turn = pace ? () => paced(pace, work) : work;
      const mine = last.then(turn, turn);
      last = mine.catch(() => undefined);
      return mine;
    },
  };
}

/** The clock and the time the process last began answering a request (tests give their own). */
export type Pace = { now: () => number; lastRequest: () => number };

/**
 * The share of the time the heavy lane takes while other requests are coming in: after a turn of d ms,
 * the next waits d × 3. Alone, an export runs at full speed; among other tenants' requests it takes at most
 * a quarter of the process, and the others' answers go first (seen under a soak).
 */
export const HEAVY_SHARE = 0.25;
/** Requests begun this recently mean others are being served. */
export const CONTENDED_WINDOW_MS = 250;

/**
 * The process's lane for heavy reads made on behalf of one tenant (an orders CSV's chunks, a documents
 * batch's slices of orders, an e-mailed file's parts as they are stored and downloaded): one at a time
 * across all of them, and paced, so however many exports and
 * batches run, they take at most HEAVY_SHARE of the process while others are being served.
 */
export const heavyReads = createTurns({ now: () => performance.now(), lastRequest: lastRequestStart });
