/**
 * A PDF renderer (started by pdf-pool.ts through renderer-host.ts): a child process of its own (the
 * default) or a worker thread. It renders what the API asks, one task at a time, and answers with the
 * PDF's bytes or the error's message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isRendererName, renderHere } from './renderers.ts';
import { lowerEveryThread, lowerMyGroup, lowerThisThread } from './renderer-priority.ts';

export type PdfTask = { id: number; name: string; args: unknown[] };
export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string; stack?: string };

type Port = { receive: (on: (task: PdfTask) => void) => void; reply: (answer: PdfAnswer) => void };

/** A worker thread's port: the PDF's bytes are moved, not copied. */
function threadPort(port: NonNullable<typeof parentPort>): Port {
  return {
    receive: (on) => port.on('message', on),
    reply: (answer) => {
      if (!('pdf' in answer)) return port.postMessage(answer);
      const { pdf } = answer;
      const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
      const own = whole ? pdf : new Uint8Array(pdf);
      port.postMessage({ id: answer.id, pdf: own }, [own.buffer as ArrayBuffer]);
    },
  };
}

/** A child process's channel (advanced serialization: the bytes arrive as a Uint8Array). */
function processPort(): Port {
  // The API went (it exited, or was killed): nothing is left to render for.
  process.on('disconnect', () => process.exit(0));
  return {
    receive: (on) => process.on('message', on),
    reply: (answer) => void process.send?.(answer),
  };
}

const inProcess = !parentPort && typeof process.send === 'function';
const port = parentPort ? threadPort(parentPort) : inProcess ? processPort() : null;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread or a forked process');

const nice = Number((workerData as { nice?: number } | null)?.nice ?? process.env.PDF_NICE ?? 10);
if (inProcess) {
  lowerEveryThread(nice);
  void lowerMyGroup(nice);
} else {
  lowerThisThread(nice);
}

port.receive((task) => {
  void answer(task).then((reply) => {
    port.reply(reply);
    // Threads the renderer started meanwhile (libuv's pool, the garbage collector's helpers) yield too.
    if (inProcess) lowerEveryThread(nice);
  });
});

async function answer(task: PdfTask): Promise<PdfAnswer> {
  try {
    if (!isRendererName(task.name)) throw new Error(`No PDF renderer named ${task.name}`);
    const pdf = await renderHere(task.name, task.args);
    return { id: task.id, pdf };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    return { id: task.id, error: e.message, stack: e.stack };
  }
}
