import { describe, expect, it } from 'vitest';
import type { Operation } from './contract.ts';
import type { OperationRoute } from './operation-routes.ts';

const contracts = import.meta.glob<Record<string, unknown>>('./*/*.contract.ts', { eager: true });
const routeModules = import.meta.glob<Record<string, OperationRoute>>('./*/*.operations.ts', { eager: true });

const operationsIn = (module: Record<string, unknown>) =>
  Object.values(module)
    .filter((value) => value && typeof value === 'object')
    .flatMap((value) => Object.entries(value as Record<string, Operation>))
    .filter(([, op]) => op && typeof op === 'object' && 'operationId' in op && 'method' in op);

/*
 * Each contract's method, path, status and id live once, in its zod-free routes module, which the
 * contract spreads (issue 34): every operation is exactly its route, and every route is an operation.
 */
describe('the operation routes', () => {
  it.each(Object.keys(contracts))('%s: each operation is its route, and each route an operation', (file) => {
    const routes = routeModules[file.replace('.contract.ts', '.operations.ts')] ?? {};
    const operations = operationsIn(contracts[file]!);
    for (const [name, op] of operations) {
      const { method, path, operationId, status } = op;
      expect({ method, path, operationId, status }, name).toEqual({ status: undefined, ...routes[name] });
    }
    expect(Object.keys(routes).sort()).toEqual(operations.map(([name]) => name).sort());
  });

  it('has one routes module per contract', () => {
    expect(Object.keys(routeModules).map((file) => file.replace('.operations.ts', '.contract.ts'))).toEqual(
      Object.keys(contracts),
    );
  });
});
