import { ApiError, NoResponseError } from './api-client.ts';

/** The messages of a failed call: the server's field messages, else a general one. */
export function messagesOf(error: unknown): string[] {
  if (error instanceof NoResponseError) return ['No response!'];
  if (error instanceof ApiError && error.fieldErrors.length) return error.fieldErrors.map((e) => e.message);
  return ['Something went wrong. Please try again.'];
}
