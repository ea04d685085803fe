import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { tokenResponseSchema } from '../auth/auth.contract.ts';
import { dataOf, defineOperation } from '../contract.ts';
import { idParam, text, TEXT_LIMITS } from '../primitives/index.ts';
import { emailField } from '../settings/settings.rules.ts';
import { changePasswordBodySchema } from '../settings/password.ts';
import { ACCOUNT_MESSAGES as M } from './accounts.messages.ts';
import { ROLES } from './roles.ts';
import * as routes from './accounts.operations.ts';

const role = z.enum(ROLES, { error: M.roleInvalid });
const roleInTeam = role.describe(
  "The person's role in the supplier's team (each operation's `x-permissions` names the roles it allows)",
);
/** A reset or invitation token: 43 base64url characters (32 random bytes); anything else is simply invalid. */
const token = (link: string) =>
  z
    .string({ error: M.resetLinkInvalid })
    .max(200)
    .describe(`The token of the ${link} link (its \`token\` parameter)`);
/** A TOTP code (6 digits) or a recovery code (e.g. `ab12-cd34-ef`). */
const code = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, M.codeRequired)
  .max(32)
  .describe('A current code of the second factor (6 digits) or a recovery code');
const newPassword = changePasswordBodySchema.shape.newPassword;

export const passwordResetBodySchema = z.object({
  email: text({ max: TEXT_LIMITS.email, required: 'Email is required' }).describe(
    'The e-mail address the person signs in with; the link goes there if it has a login',
  ),
});
export const passwordResetConfirmBodySchema = z.object({
  token: token('reset'),
  newPassword,
  otp: z
    .string()
    .trim()
    .max(32)
    .optional()
    .describe(
      'With a second factor on, its current code (or a recovery code): a mailbox alone is not enough',
    ),
});
export const invitationBodySchema = z.object({
  email: emailField().describe('Where the invitation goes: the e-mail address the person will sign in with'),
  role: roleInTeam,
});
export const acceptInvitationBodySchema = z.object({
  token: token('invitation'),
  firstName: text({ max: 100, required: M.firstNameRequired }).describe("The person's first name"),
  lastName: text({ max: 100, required: M.lastNameRequired }).describe("The person's last name"),
  password: newPassword,
});
export const memberRoleBodySchema = z.object({ role: roleInTeam });
export const codeBodySchema = z.object({ code });
/** The current password: a stolen session alone never sets up or removes a second factor. */
const currentPassword = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .max(1024)
  .describe("The caller's current password");
export const enrolTotpBodySchema = z.object({
  password: currentPassword,
  code: z
    .string()
    .trim()
    .max(32)
    .optional()
    .describe('With a factor already on (replacing it): its current code or a recovery code'),
});
export const disableTotpBodySchema = z.object({ code, password: currentPassword });
export const totpStateSchema = z
  .object({
    enabled: z.boolean(),
    enabledAt: z.string().nullable().describe('When the factor in use was turned on'),
    removable: z.boolean().describe('False where staff must keep a factor (REQUIRE_STAFF_2FA)'),
  })
  .meta({ id: 'TotpState' });

export const teamMemberSchema = z
  .object({
    userId: z.number().nullable().describe('The person; null while the invitation is pending'),
    invitationId: z.number().nullable().describe('The pending invitation (resend, revoke); null once active'),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role,
    status: z.enum(['active', 'invited']),
    lastSignInAt: z.string().nullable(),
    totp: z.boolean().describe('Whether the person has a second factor on'),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

const accepted = z.object({ message: z.string() });
const tag = 'Team and sign-in';
const team = 'Team';
const userParams = z.object({ userId: idParam() });
const invitationParams = z.object({ id: idParam() });

/** Forgotten passwords, the team of a supplier and its invitations, the second factor. */
export const accountsContract = {
  requestPasswordReset: defineOperation({
    ...routes.requestPasswordReset,
    summary: 'E-mail a link to reset a forgotten password',
    description:
      'Answers 202 with the same message whether or not the address has an account (no enumeration); rate-limited like sign-in.',
    tag,
    public: true,
    body: passwordResetBodySchema,
    response: accepted,
    errors: [400, 429],
  }),
  confirmPasswordReset: defineOperation({
    ...routes.confirmPasswordReset,
    summary: "Set a new password with a reset link's token: ends every earlier session and answers a token",
    tag,
    public: true,
    body: passwordResetConfirmBodySchema,
    response: tokenResponseSchema,
    errors: [400, 401, 429],
    codes: {
      400: [ERROR_CODES.invalidOtp, ERROR_CODES.invalidToken, ERROR_CODES.expiredToken],
      401: [ERROR_CODES.otpRequired],
    },
  }),
  acceptInvitation: defineOperation({
    ...routes.acceptInvitation,
    summary: "Accept an invitation into a supplier's team: makes the login and answers a token",
    tag,
    public: true,
    body: acceptInvitationBodySchema,
    response: tokenResponseSchema,
    errors: [400, 409, 429],
    codes: { 400: [ERROR_CODES.invalidToken, ERROR_CODES.expiredToken], 409: [ERROR_CODES.emailTaken] },
  }),
  listTeam: defineOperation({
    ...routes.listTeam,
    summary: "List the supplier's team: people and pending invitations",
    tag: team,
    response: dataOf(teamMemberSchema),
    errors: [403],
  }),
  invite: defineOperation({
    ...routes.invite,
    summary: 'Invite a person into the team with a role (e-mails a link valid for 7 days)',
    tag: team,
    body: invitationBodySchema,
    response: teamMemberSchema,
    errors: [400, 403, 409],
    codes: { 409: [ERROR_CODES.emailTaken, ERROR_CODES.alreadyInvited] },
  }),
  resendInvitation: defineOperation({
    ...routes.resendInvitation,
    summary: 'Send a pending invitation again with a new link (the old link stops working)',
    tag: team,
    params: invitationParams,
    response: teamMemberSchema,
    errors: [400, 403, 404],
  }),
  revokeInvitation: defineOperation({
    ...routes.revokeInvitation,
    summary: 'Revoke a pending invitation',
    tag: team,
    params: invitationParams,
    errors: [400, 403, 404],
  }),
  changeRole: defineOperation({
    ...routes.changeRole,
    summary: "Change a person's role (the last owner stays an owner: 409)",
    tag: team,
    params: userParams,
    body: memberRoleBodySchema,
    response: teamMemberSchema,
    errors: [400, 403, 404, 409],
    codes: { 409: [ERROR_CODES.lastOwner] },
  }),
  removeMember: defineOperation({
    ...routes.removeMember,
    summary: 'Remove a person from the team: their sessions end at once (never the last owner: 409)',
    tag: team,
    params: userParams,
    errors: [400, 403, 404, 409],
    codes: { 409: [ERROR_CODES.lastOwner] },
  }),
  getTotp: defineOperation({
    ...routes.getTotp,
    summary: "The caller's second factor: whether it is on, since when, and whether it may be turned off",
    tag,
    response: totpStateSchema,
    errors: [403],
  }),
  enrolTotp: defineOperation({
    ...routes.enrolTotp,
    summary: 'Start setting up a second factor (or its replacement): answers a new TOTP secret and its URL',
    description:
      'Needs the current password; with a factor on, also its current code. Wrong codes count against the account (429).',
    tag,
    body: enrolTotpBodySchema,
    response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
    errors: [400, 403, 429],
    codes: { 400: [ERROR_CODES.invalidPassword, ERROR_CODES.invalidOtp] },
  }),
  confirmTotp: defineOperation({
    ...routes.confirmTotp,
    summary: 'Turn the new second factor on with a current code: answers 10 single-use recovery codes',
    tag,
    body: codeBodySchema,
    response: z.object({ recoveryCodes: z.array(z.string()) }),
    errors: [400, 403, 409, 429],
    codes: { 400: [ERROR_CODES.invalidOtp] },
  }),
  disableTotp: defineOperation({
    ...routes.disableTotp,
    summary: 'Turn the second factor off with the current password and a current code (or a recovery code)',
    description: 'Staff under REQUIRE_STAFF_2FA may replace their factor but never remove it (403).',
    tag,
    body: disableTotpBodySchema,
    errors: [400, 403, 409, 429],
    codes: { 400: [ERROR_CODES.invalidPassword, ERROR_CODES.invalidOtp] },
  }),
};
