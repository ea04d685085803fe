import type { BodyOf, platformContract } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { operationRef } from './operation-ref.ts';

// By reference: the error reporter is part of the first paint, which does not load zod.
const reportClientError = operationRef<typeof platformContract.reportClientError>({
  method: 'POST',
  path: '/client-errors',
  operationId: 'reportClientError',
});

/** Sends a client error report (public: a report before sign-in is kept too). */
export const sendClientError = (body: BodyOf<typeof platformContract.reportClientError>) =>
  callOperation(reportClientError, { body });
