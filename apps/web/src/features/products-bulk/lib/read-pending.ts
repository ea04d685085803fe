import { loadWithPage } from '../../../lib/later-parts.ts';
import { pageSettled } from '../../../lib/page-settled.ts';
import { readPendingHere, type ReadPending, type ReadRequest } from './check-file.ts';
import workerUrl from './read-pending.worker.ts?worker&url';

/*
 * The worker's code is fetched with the page, as the page's other later parts are (lib/later-parts.ts): a
 * worker fetches its script when it starts, so one started after the network went (a file chosen offline on
 * a phone) found nothing; from the browser's cache (assets are immutable) it starts offline too.
 */
if (typeof Worker !== 'undefined')
  loadWithPage(
    () =>
      fetch(workerUrl).then((response) => {
        if (!response.ok) throw new Error(`The CSV reader's code answered ${response.status}`);
        return response.arrayBuffer();
      }),
    pageSettled,
  );

/**
 * Reads and checks a file in a Web Worker, so the page keeps answering while 10,000 rows are parsed and
 * checked (the same papaparse and packages/domain rules as the API's). Where a worker cannot run or its
 * code cannot be fetched (no Worker in the test DOM, the network gone before the page's later parts came),
 * the page does the same work itself: slower, never a failure.
 */
export function readPending(request: ReadRequest): Promise<ReadPending> {
  if (typeof Worker === 'undefined') return readPendingHere(request);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(workerUrl, { type: 'module' });
    } catch {
      resolve(readPendingHere(request));
      return;
    }
    worker.onmessage = (event: MessageEvent<ReadPending>) => {
      worker.terminate();
      resolve(event.data);
    };
    const inline = () => {
      worker.terminate();
      resolve(readPendingHere(request));
    };
    worker.onerror = inline;
    worker.onmessageerror = inline;
    worker.postMessage(request);
  });
}
