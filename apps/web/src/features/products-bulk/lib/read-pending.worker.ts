import { readPendingHere, type ReadRequest } from './check-file.ts';

/** The worker's side of postMessage (the project's types are the page's, whose postMessage differs). */
const scope = self as unknown as {
  onmessage: (event: MessageEvent<ReadRequest>) => void;
  postMessage: (message: unknown) => void;
};

/** The bulk CSV's reading and checking, off the page's thread (read-pending.ts starts it). */
scope.onmessage = (event) => {
  void readPendingHere(event.data).then((answer) => scope.postMessage(answer));
};
