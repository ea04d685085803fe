import type { authContract, BodyOf } from '@portal/domain';
import { callOperation, isErrorOf } from '../lib/api-client.ts';
import { operationOf } from '@portal/domain/operation-routes';
import * as routes from '@portal/domain/auth/auth.operations';

/**
 * Sign-in, on its own: the sign-in page loads neither zod nor TanStack Query (its bundle budget), so the
 * operation is named by its zod-free route (checked against the contract at compile time) and called directly.
 */
const signInOperation = operationOf<typeof authContract.signIn>(routes.signIn);

/** Sign in (no token is sent); answers the access token. */
export const signIn = (body: BodyOf<typeof authContract.signIn>) =>
  callOperation(signInOperation, { body }, { anonymous: true });

/** The account has a second factor and the sign-in did not give its code: ask for it. */
export const isOtpRequired = (error: unknown) => isErrorOf(error, signInOperation, 401, 'otp_required');
