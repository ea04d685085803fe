import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENDED_WINDOW_MS, createTurns, HEAVY_SHARE } from './turns.ts';

describe('createTurns', () => {
  it('runs work one at a time in the order asked, and a failure does not stop the next', async () => {
    const turns = createTurns();
    const log: string[] = [];
    const step = (name: string, fail = false) =>
      turns.run(async () => {
        log.push(`${name} start`);
        await Promise.resolve();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([step('a'), step('b', true), step('c')]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe('the heavy lane pace', () => {
  afterEach(() => vi.useRealTimers());

  /** A lane on the fake clock, whose work takes `ms` and records when it started. */
  function lane(lastRequest: () => number) {
    const turns = createTurns({ now: () => Date.now(), lastRequest });
    const starts: number[] = [];
    const work = (ms: number) =>
      turns.run(async () => {
        starts.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, ms));
      });
    return { work, starts };
  }

  it('while others are served, a turn of d ms is followed by a pause of d × (1 - share) / share', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { work, starts } = lane(() => Date.now()); // a request has just begun, always
    const done = Promise.all([work(40), work(40), work(40)]);
    await vi.runAllTimersAsync();
    await done;
    const pause = (40 * (1 - HEAVY_SHARE)) / HEAVY_SHARE;
    expect(starts.map((t) => t - starts[0]!)).toEqual([0, 40 + pause, 2 * (40 + pause)]);
  });

  it('alone, it runs at full speed', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { work, starts } = lane(() => 1_000_000 - CONTENDED_WINDOW_MS - 1); // the last request is long gone
    const done = Promise.all([work(40), work(40), work(40)]);
    await vi.runAllTimersAsync();
    await done;
    expect(starts.map((t) => t - starts[0]!)).toEqual([0, 40, 80]);
  });
});
