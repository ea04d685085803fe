import type { authContract, BodyOf } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { operationOf } from '@portal/domain/operation-routes';
import * as routes from '@portal/domain/auth/auth.operations';

/** The admin portal's hand-off, on the sign-in page like sign-in itself: no zod, no query layer. */
const exchangeOperation = operationOf<typeof authContract.exchangeHandOffCode>(routes.exchangeHandOffCode);

/** Exchanges a single-use hand-off code (no token is sent); answers the session and its referrer. */
export const exchangeHandOffCode = (body: BodyOf<typeof authContract.exchangeHandOffCode>) =>
  callOperation(exchangeOperation, { body }, { anonymous: true });
