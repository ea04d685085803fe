import * as domain from '@portal/domain';
import type { Operation } from '@portal/domain';
import type { OperationRoute } from '@portal/domain/operation-routes';
import { describe, expect, it } from 'vitest';

const DOMAIN = '../../../../packages/domain/src';
const routeModules = import.meta.glob<Record<string, OperationRoute>>(
  '../../../../packages/domain/src/*/*.operations.ts',
  { eager: true },
);
const contractFiles = Object.keys(import.meta.glob('../../../../packages/domain/src/*/*.contract.ts'));

/** Every operation of every contract the package exports, by name. */
const operations = Object.entries(domain)
  .filter(([name]) => name.endsWith('Contract'))
  .flatMap(([, contract]) => Object.entries(contract as Record<string, Operation>));

/*
 * Each contract's method, path, status, id and access live once, in its zod-free routes module, which the
 * contract spreads and the web's api modules call (operationOf): every operation is exactly its
 * route, and every route is an operation.
 */
describe('the operation routes', () => {
  it('are one module per contract', () => {
    const files = Object.keys(routeModules).map((file) => file.replace('.operations.ts', '.contract.ts'));
    expect(files.sort()).toEqual(contractFiles.sort());
    expect(files.length).toBeGreaterThan(10);
    expect(files.every((file) => file.startsWith(DOMAIN))).toBe(true);
  });

  it('are exactly the operations of the contracts', () => {
    const routes = new Map(Object.values(routeModules).flatMap((module) => Object.entries(module)));
    for (const [name, { method, path, operationId, status, access }] of operations)
      expect({ method, path, operationId, status, access }, name).toEqual({
        status: undefined,
        ...routes.get(name),
      });
    expect([...routes.keys()].sort()).toEqual(operations.map(([name]) => name).sort());
  });
});
