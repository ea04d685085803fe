import { SETTINGS_MESSAGES, unableToUpdate } from '@portal/domain';
import { ApiError } from '../../lib/api-client.ts';
import { notifyError } from '../../lib/notify.ts';

/** Server field names that the forms call differently (address.* and the password fields). */
export const SERVER_FIELD_MAP: Record<string, string> = {
  'address.street': 'street',
  'address.suburb': 'suburb',
  'address.postcode': 'postcode',
  newPassword: 'newPassword',
  oldPassword: 'oldPassword',
  password: 'newPassword',
};

/**
 * A failed save: a 400's field errors go onto the form's fields with 'Unable to update <thing>';
 * anything else gets the generic notice (spec 002 section 8).
 */
export function reportSaveError(
  error: unknown,
  thing: string,
  setFieldError: (field: string, message: string) => void,
  failureMessage?: string,
): void {
  if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length) {
    for (const e of error.fieldErrors)
      if (e.param) setFieldError(SERVER_FIELD_MAP[e.param] ?? e.param, e.message);
    notifyError(failureMessage ?? unableToUpdate(thing));
    return;
  }
  notifyError(failureMessage ?? SETTINGS_MESSAGES.genericFailure);
}
