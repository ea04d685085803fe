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
/** A reset or invitation token: 43 base64url characters (32 random bytes); anything else is simply invalid. */
const token = z.string({ error: M.resetLinkInvalid }).max(200);
/** A TOTP code (6 digits) or a recovery code (e.g. `ab12-cd34-ef`). */
const code = z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(32);
const newPassword = changePasswordBodySchema.shape.newPassword;

export const passwordResetBodySchema = z.object({
  email: text({ max: TEXT_LIMITS.email, required: 'Email is required' }),
});
export const passwordResetConfirmBodySchema = z.object({
  token,
  newPassword,
  /** With a second factor on, its current code (or a recovery code): a mailbox alone is not enough. */
  otp: z.string().trim().max(32).optional(),
});
export const invitationBodySchema = z.object({ email: emailField(), role });
export const acceptInvitationBodySchema = z.object({
  token,
  firstName: text({ max: 100, required: M.firstNameRequired }),
  lastName: text({ max: 100, required: M.lastNameRequired }),
  password: newPassword,
});
export const memberRoleBodySchema = z.object({ role });
export const codeBodySchema = z.object({ code });

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

/** Issue 36: forgotten passwords, the team of a supplier and its invitations, the second factor. */
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
  enrolTotp: defineOperation({
    ...routes.enrolTotp,
    summary: 'Start setting up a second factor: answers a new TOTP secret and its otpauth:// URL',
    tag,
    response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
    errors: [403, 409],
  }),
  confirmTotp: defineOperation({
    ...routes.confirmTotp,
    summary: 'Turn the second factor on with a current code: answers 10 single-use recovery codes',
    tag,
    body: codeBodySchema,
    response: z.object({ recoveryCodes: z.array(z.string()) }),
    errors: [400, 403, 409],
    codes: { 400: [ERROR_CODES.invalidOtp] },
  }),
  disableTotp: defineOperation({
    ...routes.disableTotp,
    summary: 'Turn the second factor off with a current code (or a recovery code)',
    tag,
    body: codeBodySchema,
    errors: [400, 403, 409],
    codes: { 400: [ERROR_CODES.invalidOtp] },
  }),
};
