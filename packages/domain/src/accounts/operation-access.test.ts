import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';
import { accessOfOperation, OPERATION_ROUTES } from './operation-access.ts';

const contracts = Object.entries(domain).filter(([name]) => name.endsWith('Contract')) as Array<
  [string, Record<string, domain.Operation>]
>;

describe('OPERATION_ROUTES', () => {
  it("holds every contract's operations under their ids, and nothing else", () => {
    const ids = contracts.flatMap(([, contract]) => Object.values(contract).map((op) => op.operationId));
    expect(contracts).toHaveLength(18);
    expect(Object.keys(OPERATION_ROUTES).sort()).toEqual(ids.sort());
    for (const [key, route] of Object.entries(OPERATION_ROUTES)) expect(route.operationId).toBe(key);
  });

  it('gives the permission the API enforces (the contract spreads the same route)', () => {
    for (const [, contract] of contracts)
      for (const op of Object.values(contract))
        expect(accessOfOperation(op.operationId as domain.OperationId)).toBe(op.access);
    expect(accessOfOperation('listTeam')).toBe('team');
    expect(accessOfOperation('signIn')).toBe('public');
  });
});
