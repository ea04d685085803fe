/**
 * Where one of the pool's renderers runs: a child process in a session of its own (the default), or a
 * worker thread of this process (PDF_ISOLATION=thread). Either way the pool sends it a task and gets the
 * PDF's bytes back; this module hides which.
 *
 * Why a process: the renderers yield to every tenant's requests by running at a lower priority (PDF_NICE).
 * A thread's nice value counts only against the other threads of its own scheduling group, and on Linux
 * with autogroup scheduling (the default on desktop and server kernels alike) each session is one group:
 * the API process and its threads are one, and every PostgreSQL backend is another (it starts a session
 * of its own). A batch's PDF threads, niced or not, took the API's whole group's share against the
 * backends, and another tenant's queries ran at half speed (issue figures: 8× the quiet p99 while batches
 * rendered, in docs/decisions/security-limits.md). A child process in its own session is its own group,
 * and that group's nice value is lowered too, so it renders only with what the backends and the event loop
 * leave. Under cgroup scheduling (a container, a systemd unit with CPU accounting) autogroups play no part
 * and the threads' own nice values decide, which both ways set.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfAnswer, PdfTask } from './pdf-worker.ts';

/** The nice value of every renderer (and, for a process, of its scheduling group): below the event loop's. */
export const PDF_NICE = 10;

export type PdfIsolation = 'process' | 'thread';

/** How renderers run: PDF_ISOLATION=thread keeps them in this process; anything else, a process each. */
export function isolationOf(env: NodeJS.ProcessEnv = process.env): PdfIsolation {
  return env.PDF_ISOLATION?.trim() === 'thread' ? 'thread' : 'process';
}

export type RendererHost = {
  send: (task: PdfTask) => void;
  /** Keep this process alive while a task is in flight; let it exit when idle. */
  busy: (inFlight: boolean) => void;
  /** The process's id, or this process's for a thread. */
  pid: number;
};

export type HostEvents = { answer: (answer: PdfAnswer) => void; gone: (error: Error) => void };

/** The renderer's entry: the built `pdf-worker.js` beside this module, else its TypeScript source. */
function entry(): { built: boolean; file: string } {
  const built = fileURLToPath(new URL('./pdf-worker.js', import.meta.url));
  if (existsSync(built)) return { built: true, file: built };
  return { built: false, file: fileURLToPath(new URL('./pdf-worker.ts', import.meta.url)) };
}

/** tsx's ES module loader, for the TypeScript source (tests and `tsx src/server.ts`). */
const tsx = {
  /** What `node --import` takes: it registers the loader in a process. */
  loader: () => pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href,
  /** Its API (a worker thread registers it itself; its CommonJS API cannot load its parts from an eval). */
  api: () => {
    const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
    return pathToFileURL(path.join(path.dirname(cjs), 'index.mjs')).href;
  },
};

export function startRendererHost(isolation: PdfIsolation, events: HostEvents): RendererHost {
  return isolation === 'thread' ? startThread(events) : startProcess(events);
}

function startProcess(events: HostEvents): RendererHost {
  const { built, file } = entry();
  const child: ChildProcess = fork(file, [], {
    // setsid(): a session, and so a scheduling group, of its own.
    detached: true,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Not the parent's flags (a test runner's or a debugger's); the loader when running the source.
    execArgv: built ? [] : ['--import', tsx.loader()],
    env: { ...process.env, PDF_RENDERER: 'process', PDF_NICE: String(PDF_NICE) },
  });
  let gone = false;
  const leave = (error: Error) => {
    if (gone) return;
    gone = true;
    events.gone(error);
  };
  child.on('message', (answer: PdfAnswer) => events.answer(answer));
  child.on('error', leave);
  child.on('exit', (code, signal) =>
    leave(new Error(`PDF renderer stopped (${signal ?? `exit code ${code}`})`)),
  );
  const busy = (inFlight: boolean) => {
    if (inFlight) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  };
  busy(false);
  return {
    pid: child.pid ?? process.pid,
    busy,
    send: (task) => {
      try {
        child.send(task);
      } catch (error) {
        leave(error instanceof Error ? error : new Error(String(error)));
        child.kill();
      }
    },
  };
}

function startThread(events: HostEvents): RendererHost {
  const { built, file } = entry();
  const source = pathToFileURL(file).href;
  const worker = built
    ? new Worker(file, { workerData: { nice: PDF_NICE } })
    : new Worker(
        // A worker thread does not inherit the main thread's TypeScript loader: tsx's ES module API.
        `import(${JSON.stringify(tsx.api())}).then((t) => { t.register(); return import(${JSON.stringify(source)}); });`,
        { eval: true, workerData: { nice: PDF_NICE } },
      );
  worker.unref();
  worker.on('message', (answer: PdfAnswer) => events.answer(answer));
  worker.on('error', events.gone);
  worker.on('exit', (code) => events.gone(new Error(`PDF worker stopped (exit code ${code})`)));
  return {
    pid: process.pid,
    busy: (inFlight) => (inFlight ? worker.ref() : worker.unref()),
    send: (task) => worker.postMessage(task),
  };
}
