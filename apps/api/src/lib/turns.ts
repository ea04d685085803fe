/**
 * One at a time, first come first served: `run(work)` starts `work` once every earlier one has
 * settled. Heavy background-ish work inside requests (an export's chunks) takes turns through one of
 * these, so however many run at once, at most one chunk's query waits in the database's queue ahead of
 * any other request's (on the embedded database every query runs on the event loop, issue 32 item 5).
 */
export function createTurns() {
  let last: Promise<unknown> = Promise.resolve();
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      const mine = last.then(work, work);
      last = mine.catch(() => undefined);
      return mine;
    },
  };
}

/**
 * The process's lane for heavy reads made on behalf of one tenant (an orders CSV's chunks, a documents
 * batch's slices of orders): one at a time across all of them, so however many exports and batches run, at
 * most one such query waits in the database's queue ahead of any other tenant's request (issue 32's soak).
 */
export const heavyReads = createTurns();
