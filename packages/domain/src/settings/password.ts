import { z } from 'zod';
import { SETTINGS_MESSAGES as M } from './messages.ts';
import { PASSWORD_MIN_LENGTH } from './rules.ts';

const newPassword = z
  .string({ error: M.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(1024);

/** PATCH /suppliers/auth/change-password. The current password is checked by the service (staff need none). */
export const changePasswordBodySchema = z.object({
  newPassword,
  oldPassword: z.string().max(1024).optional(),
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
