/**
 * A PDF worker thread (started by pdf-pool.ts): renders what the main thread asks, one task at a
 * time, and answers with the PDF's bytes (moved, not copied) or the error's message.
 */
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { isRendererName, renderHere } from './renderers.ts';

export type PdfTask = { id: number; name: string; args: unknown[] };
export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string; stack?: string };

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread');

// The nice value the pool gives its threads (PDF_THREAD_NICE in pdf-pool.ts): on Linux, this thread's alone.
try {
  os.setPriority((workerData as { nice: number }).nice);
} catch {
  /* a platform that refuses it renders at normal priority */
}

port.on('message', (task: PdfTask) => {
  void answer(task).then((reply) => {
    if ('pdf' in reply) {
      const whole = reply.pdf.byteOffset === 0 && reply.pdf.byteLength === reply.pdf.buffer.byteLength;
      const pdf = whole ? reply.pdf : new Uint8Array(reply.pdf);
      port.postMessage({ id: reply.id, pdf }, [pdf.buffer as ArrayBuffer]);
    } else {
      port.postMessage(reply);
    }
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
