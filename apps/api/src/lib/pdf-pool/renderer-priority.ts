/**
 * How a PDF renderer yields the cores to the API's requests (renderer-host.ts says why both ways exist).
 * Each step is best effort: a platform that refuses it renders at normal priority.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** This thread's nice value (on Linux a thread's own). */
export function lowerThisThread(nice: number) {
  try {
    os.setPriority(nice);
  } catch {
    /* refused: normal priority */
  }
}

/** Every thread of this process, each of which has a nice value of its own on Linux. */
export function lowerEveryThread(nice: number) {
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return lowerThisThread(nice);
  }
  for (const tid of threads) {
    try {
      if (os.getPriority(Number(tid)) < nice) os.setPriority(Number(tid), nice);
    } catch {
      /* a thread that ended meanwhile */
    }
  }
}

/**
 * The nice value of this process's autogroup (its session's scheduling group, which the scheduler weighs
 * against every other session's). The kernel takes one such change a tenth of a second from processes
 * without CAP_SYS_ADMIN and answers EAGAIN meanwhile: renderers starting together take turns.
 */
export async function lowerMyGroup(nice: number, attempts = 20) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      writeFileSync('/proc/self/autogroup', String(nice));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return false;
      await sleep(110);
    }
  }
  return false;
}
