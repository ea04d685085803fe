import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';
import { OPERATION_ACCESS } from './operation-access.ts';

const contracts = Object.entries(domain).filter(([name]) => name.endsWith('Contract')) as Array<
  [string, Record<string, domain.Operation>]
>;

describe('OPERATION_ACCESS', () => {
  it("holds every contract's operations, each with its contract's permission, and nothing else", () => {
    const declared = Object.fromEntries(
      contracts.flatMap(([, contract]) => Object.values(contract).map((op) => [op.operationId, op.access])),
    );
    expect(contracts).toHaveLength(17);
    expect(OPERATION_ACCESS).toEqual(declared);
  });
});
