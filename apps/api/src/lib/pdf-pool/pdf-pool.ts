/**
 * PDFs render in worker threads, so a 500-invoice batch never stalls the event loop (
 * item 3). A small pool sized to the cores (PDF_WORKERS overrides; 0 renders inline on the main
 * thread, as before). Workers start on first use, one per task in flight up to the size, and idle
 * ones do not keep the process alive. Callers pass plain data and get a Buffer back.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfAnswer, PdfTask } from './pdf-worker.ts';
import { renderHere, type PdfRendererName, type PdfRenderers } from './renderers.ts';

type Pending = PdfTask & { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; task: Pending | null };

/**
 * The worker's entry: the built `pdf-worker.js` beside this module when the API runs from an
 * ahead-of-time build, else `pdf-worker.ts` loaded through tsx (tests and `tsx src/server.ts`):
 * a worker thread does not inherit the main thread's TypeScript loader.
 */
function workerScript(): { script: string | URL; evalScript: boolean } {
  const built = new URL('./pdf-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { script: built, evalScript: false };
  const source = new URL('./pdf-worker.ts', import.meta.url).href;
  // tsx's ES module API (its CommonJS one cannot load its own parts from a worker's eval script).
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const tsx = pathToFileURL(path.join(path.dirname(cjs), 'index.mjs')).href;
  return {
    script: `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(source)}); });`,
    evalScript: true,
  };
}

/**
 * The nice value of each PDF thread. On Linux a thread's nice value is its own, so only the PDF threads
 * yield: when the cores are busy the event loop (every tenant's requests) runs first, and a batch alone on
 * the machine renders as fast as before (under a soak, two PDF threads on two cores starved the API).
 */
export const PDF_THREAD_NICE = 10;

export function poolSize(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PDF_WORKERS?.trim();
  if (raw && /^\d+$/.test(raw)) return Math.min(Number(raw), 16);
  return os.availableParallelism();
}

class PdfPool {
  private slots: Slot[] = [];
  private queue: Pending[] = [];
  private nextId = 1;
  /** Tasks worker threads have run since the process started (tests check PDFs and e-mails go through here). */
  rendered = 0;

  constructor(readonly size: number) {}

  run(name: PdfRendererName, args: unknown[]): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, name, args, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.task);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage({ id: task.id, name: task.name, args: task.args } satisfies PdfTask);
    }
  }

  private spawn(): Slot {
    const { script, evalScript } = workerScript();
    const worker = new Worker(script, { eval: evalScript, workerData: { nice: PDF_THREAD_NICE } });
    const slot: Slot = { worker, task: null };
    worker.unref();
    worker.on('message', (answer: PdfAnswer) => {
      const task = slot.task;
      if (!task || task.id !== answer.id) return;
      slot.task = null;
      worker.unref();
      if ('pdf' in answer) {
        this.rendered++;
        task.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      } else {
        const error = new Error(answer.error);
        if (answer.stack) error.stack = answer.stack;
        task.reject(error);
      }
      this.dispatch();
    });
    const gone = (error: Error) => {
      this.slots = this.slots.filter((s) => s !== slot);
      slot.task?.reject(error);
      slot.task = null;
      this.dispatch();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`PDF worker stopped (exit code ${code})`)));
    this.slots.push(slot);
    return slot;
  }
}

let pool: PdfPool | null = null;
/** The counter of the running workerTasksDuring, if any. */
const counting = new AsyncLocalStorage<{ tasks: number }>();

/** Renders a PDF with the named renderer (renderers.ts) in a worker thread, or inline when PDF_WORKERS=0. */
export function renderPdf<K extends PdfRendererName>(
  name: K,
  ...args: Parameters<PdfRenderers[K]>
): Promise<Buffer> {
  pool ??= new PdfPool(poolSize());
  if (pool.size === 0) return renderHere(name, args);
  const counter = counting.getStore();
  const rendered = pool.run(name, args);
  return counter ? rendered.then((answer) => (counter.tasks++, answer)) : rendered;
}

/** An e-mail's MJML as HTML, in a worker thread like a PDF (lib/mjml-html.ts). */
export async function renderEmailHtml(source: string): Promise<string> {
  return (await renderPdf('mjmlToHtml', source)).toString('utf8');
}

/**
 * Runs `fn` and counts the tasks (PDFs, e-mails' HTML) worker threads ran for it: for it alone, whatever
 * else the process renders meanwhile.
 */
export async function workerTasksDuring(fn: () => Promise<unknown>): Promise<number> {
  const counter = { tasks: 0 };
  await counting.run(counter, fn);
  return counter.tasks;
}
