import { describe, expect, it } from 'vitest';
import { createTurns } from './turns.ts';

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
