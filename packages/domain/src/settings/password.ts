import { z } from 'zod';
import { SETTINGS_MESSAGES as M } from './settings.messages.ts';
import { isCommonPassword } from './common-passwords.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './settings.rules.ts';

/**
 * The one rule a NEW password breaks first, or null: 8 to 128 characters (counted as characters,
 * not UTF-16 units) and not one of the common passwords. Signing in never applies it, so older
 * passwords keep working.
 */
export function newPasswordProblem(password: string): string | null {
  // Two UTF-16 units at most per character: anything longer is too long without counting.
  const length = password.length > PASSWORD_MAX_LENGTH * 2 ? Infinity : [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return M.passwordTooLong;
  if (isCommonPassword(password)) return M.passwordTooCommon;
  return null;
}

const newPassword = z
  .string({ error: M.passwordTooShort })
  .superRefine((value, ctx) => {
    const problem = newPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe(
    `The new password: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a commonly used password`,
  );

/** PATCH /suppliers/auth/change-password. The current password is checked by the service (staff need none). */
export const changePasswordBodySchema = z.object({
  newPassword,
  oldPassword: z
    .string()
    .max(1024)
    .optional()
    .describe('The current password; required unless staff (a wrong one answers 401)'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The password card: current (unless staff), new, and its confirmation. */
export const changePasswordFormSchema = (isStaff: boolean) =>
  z
    .object({
      oldPassword: z.string(),
      newPassword,
      confirmPassword: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!isStaff && !v.oldPassword)
        ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: M.currentPasswordRequired });
      if (v.confirmPassword !== v.newPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordConfirmMismatch });
    });
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;
