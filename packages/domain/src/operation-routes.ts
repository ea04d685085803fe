import type { HttpMethod, Operation, SuccessStatus } from './contract.ts';
import type { Permission } from './accounts/roles.ts';

/**
 * Where an operation is reached: its method, path (under /api, `{name}` parameters) and success status,
 * with its id. Each contract's are in its zod-free `*.operations.ts`, which the contract spreads: an
 * operation's method and path are written once.
 */
export type OperationRoute = {
  method: HttpMethod;
  path: string;
  operationId: string;
  status?: SuccessStatus;
  /** Who may call it (accounts/roles.ts): enforced by the API's one hook, shown in the document, used by the portal. */
  access: Permission;
};

/**
 * An operation of a contract from its zod-free route, typed as the contract's (for the web modules that
 * must not load zod: the sign-in page, the error reporter, the pages' lists). The API client reads only the
 * method, path and id; the answer and input types come from the contract, its schemas stay out of the bundle.
 * A route that is not the operation's fails the typecheck.
 */
export const operationOf = <T extends Operation>(
  route: Pick<T, 'method' | 'path' | 'operationId' | 'access'>,
): T => route as T;
