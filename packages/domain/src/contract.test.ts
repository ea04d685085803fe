import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import type { Operation } from './contract.ts';

const operations = Object.entries(domain)
  .filter(([name]) => name.endsWith('Contract'))
  .flatMap(([, contract]) => Object.values(contract as Record<string, Operation>));

describe('the contract', () => {
  it('declares each code for a status the operation answers (its own, or 401 unless public)', () => {
    expect(operations.length).toBeGreaterThan(100);
    const misplaced = operations.flatMap((op) =>
      Object.keys(op.codes ?? {})
        .map(Number)
        .filter(
          (status) => !(op.errors as readonly number[]).includes(status) && (op.public || status !== 401),
        )
        .map((status) => `${op.operationId} ${status}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('names in its params schema exactly the parameters of its path', () => {
    const mismatched = operations.flatMap((op) => {
      const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const shape = (op.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      const inSchema = Object.keys(shape).sort();
      return inPath.join() === inSchema.join()
        ? []
        : [`${op.operationId}: ${inPath.join()} vs ${inSchema.join()}`];
    });
    expect(mismatched).toEqual([]);
  });
});
