/**
 * PDFs (and e-mails' HTML) render off the event loop, so a 500-invoice batch never stalls it: a small pool
 * of renderers sized to the cores (PDF_WORKERS overrides; 0 renders inline on the main thread). Each
 * renderer is a child process in a session of its own at a lower priority (renderer-host.ts says why), or
 * a worker thread with PDF_ISOLATION=thread. Renderers start on first use, one per task in flight up to
 * the size, and idle ones do not keep the process alive. Callers pass plain data and get a Buffer back.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';
import type { PdfAnswer, PdfTask } from './pdf-worker.ts';
import { isolationOf, startRendererHost, type PdfIsolation, type RendererHost } from './renderer-host.ts';
import { renderHere, type PdfRendererName, type PdfRenderers } from './renderers.ts';

type Pending = PdfTask & { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Slot = { host: RendererHost; task: Pending | null };

export function poolSize(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PDF_WORKERS?.trim();
  if (raw && /^\d+$/.test(raw)) return Math.min(Number(raw), 16);
  return os.availableParallelism();
}

export class PdfPool {
  private slots: Slot[] = [];
  private queue: Pending[] = [];
  private nextId = 1;

  constructor(
    readonly size: number,
    readonly isolation: PdfIsolation = isolationOf(),
  ) {}

  run(name: PdfRendererName, args: unknown[]): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, name, args, resolve, reject });
      this.dispatch();
    });
  }

  /** The processes the renderers run in (this one's for threads). */
  pids(): number[] {
    return this.slots.map((slot) => slot.host.pid);
  }

  private dispatch() {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.task);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.host.busy(true);
      slot.host.send({ id: task.id, name: task.name, args: task.args });
    }
  }

  private spawn(): Slot {
    const slot = { task: null } as unknown as Slot;
    slot.host = startRendererHost(this.isolation, {
      answer: (answer) => this.answered(slot, answer),
      gone: (error) => {
        this.slots = this.slots.filter((s) => s !== slot);
        slot.task?.reject(error);
        slot.task = null;
        this.dispatch();
      },
    });
    this.slots.push(slot);
    return slot;
  }

  private answered(slot: Slot, answer: PdfAnswer) {
    const task = slot.task;
    if (!task || task.id !== answer.id) return;
    slot.task = null;
    slot.host.busy(false);
    if ('pdf' in answer) {
      task.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    } else {
      const error = new Error(answer.error);
      if (answer.stack) error.stack = answer.stack;
      task.reject(error);
    }
    this.dispatch();
  }
}

let pool: PdfPool | null = null;
/** The counter of the running workerTasksDuring, if any. */
const counting = new AsyncLocalStorage<{ tasks: number }>();

/** Renders a PDF with the named renderer (renderers.ts) in the pool, or inline when PDF_WORKERS=0. */
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

/** An e-mail's MJML as HTML, in the pool like a PDF (lib/mjml-html.ts). */
export async function renderEmailHtml(source: string): Promise<string> {
  return (await renderPdf('mjmlToHtml', source)).toString('utf8');
}

/**
 * Runs `fn` and counts the tasks (PDFs, e-mails' HTML) the pool's renderers ran for it: for it alone, whatever
 * else the process renders meanwhile.
 */
export async function workerTasksDuring(fn: () => Promise<unknown>): Promise<number> {
  const counter = { tasks: 0 };
  await counting.run(counter, fn);
  return counter.tasks;
}
