import type { Operation } from '@portal/domain';

/**
 * An operation named by reference, for the modules that must not load zod (the sign-in page, the shell, the
 * error reporter): `callOperation` reads only the method, path and id, which are checked against the
 * contract's at compile time (a change there fails the typecheck here), and the answer is typed from the
 * contract, while its schemas stay out of the bundle.
 */
export const operationRef = <T extends Operation>(operation: Pick<T, 'method' | 'path' | 'operationId'>) =>
  operation as T;
