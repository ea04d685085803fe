import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './database.ts';

/**
 * A request's own transaction (the idempotency keys' answer is stored in the same transaction as the
 * write it answers: lib/http/idempotency.ts). Services keep using `ctx.db`; `ctx.db` is the app's
 * database seen through `requestScoped`, which, while the running request has a transaction open,
 * is that transaction (a service's own `ctx.db.transaction(…)` becomes a savepoint inside it). Outside
 * such a request, and for everything the request did not start, it is the database as before.
 */
type Scope = { tx?: Tx; afterCommit: Array<() => void> };
const scope = new AsyncLocalStorage<Scope>();
const roots = new WeakMap<object, Db>();

/** The open request transaction of the running code, if any. */
export const currentRequestTx = (): Tx | undefined => scope.getStore()?.tx;

/** `db` as the running request sees it: its transaction while one is open, else `db` itself. */
export function requestScoped(db: Db): Db {
  const scoped = new Proxy(db, {
    get(target, prop) {
      const handle: object = scope.getStore()?.tx ?? target;
      const value = Reflect.get(handle, prop, handle) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(handle) : value;
    },
  });
  roots.set(scoped, db);
  return scoped;
}

/** The database behind a `requestScoped` handle (the handle itself for any other). */
export const unscoped = <T extends object>(db: T): T | Db => roots.get(db) ?? db;

/**
 * Runs `fn` now, or, inside a request transaction, once it has committed (never if it rolls back):
 * e.g. waking the job worker for a job the transaction enqueued.
 */
export function afterRequestCommit(fn: () => void): void {
  const open = scope.getStore();
  if (open?.tx) open.afterCommit.push(fn);
  else fn();
}

export type RequestTransaction = {
  /** Runs `fn` (the route's handler) with the transaction as the request's `ctx.db`. */
  run: <T>(fn: () => T) => T;
  tx: Tx;
  /** Ends it: COMMIT (then the after-commit work) or ROLLBACK. A failed COMMIT rejects. */
  end: (commit: boolean) => Promise<void>;
};

class Rollback extends Error {}

/** Opens a transaction on `root` that stays open until `end` (BEGIN has run when this resolves). */
export async function openRequestTransaction(root: Db): Promise<RequestTransaction> {
  const base = unscoped(root);
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  let opened!: (tx: Tx) => void;
  const begun = new Promise<Tx>((resolve) => (opened = resolve));
  const done = base.transaction(async (tx) => {
    opened(tx);
    if (!(await decided)) throw new Rollback();
  });
  const tx = await Promise.race([begun, done.then(() => Promise.reject(new Error('transaction ended')))]);
  const store: Scope = { tx, afterCommit: [] };
  return {
    tx,
    run: (fn) => scope.run(store, fn),
    end: async (commit) => {
      store.tx = undefined;
      decide(commit);
      try {
        await done;
      } catch (error) {
        if (!(error instanceof Rollback)) throw error;
        return;
      }
      for (const fn of store.afterCommit.splice(0)) scope.exit(fn);
    },
  };
}
