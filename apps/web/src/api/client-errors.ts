import type { BodyOf, platformContract } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { operationOf } from '@portal/domain/operation-routes';
import { reportClientError as reportClientErrorRoute } from '@portal/domain/platform/platform.operations';

// From its zod-free route: the error reporter is part of the first paint, which does not load zod.
const reportClientError = operationOf<typeof platformContract.reportClientError>(reportClientErrorRoute);

/** Sends a client error report (public: a report before sign-in is kept too). */
export const sendClientError = (body: BodyOf<typeof platformContract.reportClientError>) =>
  callOperation(reportClientError, { body });
