import { setTimeout as sleep } from 'node:timers/promises';
import { isConnectionLost, isRetryableTransactionError } from '../lib/db-errors.ts';

/**
 * Runs a transaction again when running it again is safe:
 * - serialization failure (40001) or deadlock (40P01): the server rolled it back; up to
 *   SERIALIZATION_RETRIES more runs, each after a random pause that doubles (jitter spreads the racers);
 * - the connection was lost (failover, restart, pg_terminate_backend) before COMMIT was sent: nothing
 *   was committed; one more run on a fresh connection.
 * A connection lost during or after COMMIT leaves the outcome unknown, so that error is passed on (the
 * error handler answers 503 with Retry-After). Callbacks must therefore only touch the database: a
 * file write or e-mail inside one may happen twice.
 */
export const SERIALIZATION_RETRIES = 4;
export const CONNECTION_RETRIES = 1;

/** Retries taken since the process started (read by tests). */
export const retryStats = { serialization: 0, connection: 0 };

const jitter = (attempt: number) => Math.random() * 10 * 2 ** attempt; // ≤ 20, 40, 80, 160 ms

export async function withRetries<Tx, T>(
  begin: (body: (tx: Tx) => Promise<T>) => Promise<T>,
  body: (tx: Tx) => Promise<T>,
): Promise<T> {
  let serialization = 0;
  let connection = 0;
  for (;;) {
    let bodyDone = false;
    try {
      return await begin(async (tx) => {
        const result = await body(tx);
        bodyDone = true;
        return result;
      });
    } catch (error) {
      if (isRetryableTransactionError(error) && serialization < SERIALIZATION_RETRIES) {
        serialization += 1;
        retryStats.serialization += 1;
        await sleep(jitter(serialization));
        continue;
      }
      if (!bodyDone && isConnectionLost(error) && connection < CONNECTION_RETRIES) {
        connection += 1;
        retryStats.connection += 1;
        // A moment for the pool to drop the other clients the same failover broke.
        await sleep(50 + Math.random() * 100);
        continue;
      }
      throw error;
    }
  }
}
