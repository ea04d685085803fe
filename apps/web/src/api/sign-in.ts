import type { authContract, BodyOf } from '@portal/domain';
import { callOperation, isErrorOf } from '../lib/api-client.ts';
import { operationRef } from './operation-ref.ts';

/**
 * Sign-in, on its own: the sign-in page loads neither zod nor TanStack Query (issue 21's budget), so the
 * operation is named by reference (checked against the contract at compile time) and called directly.
 */
const signInOperation = operationRef<typeof authContract.signIn>({
  method: 'POST',
  path: '/auth/login',
  operationId: 'signIn',
});

/** Sign in (no token is sent); answers the access token. */
export const signIn = (body: BodyOf<typeof authContract.signIn>) =>
  callOperation(signInOperation, { body }, { anonymous: true });

/** The account has a second factor and the sign-in did not give its code: ask for it. */
export const isOtpRequired = (error: unknown) => isErrorOf(error, signInOperation, 401, 'otp_required');
