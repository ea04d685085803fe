/** Issue 36: the wording of accounts, team and second-factor answers (shown as they are). */
export const ACCOUNT_MESSAGES = {
  roleForbidden: 'Your role does not allow this. Ask an owner of your team.',
  staffMustEnrol:
    'Set up two-factor authentication (Settings > Security) before you continue: staff accounts need it.',
  resetSent:
    'If an account uses that address, we have e-mailed a link to reset its password. The link works for 60 minutes.',
  resetLinkInvalid: 'This password reset link is invalid or has already been used. Ask for a new one.',
  resetLinkExpired: 'This password reset link has expired. Ask for a new one.',
  invitationInvalid: 'This invitation is invalid, has been revoked or has already been used.',
  invitationExpired: 'This invitation has expired. Ask the owner of the team to send a new one.',
  emailHasAccount: 'This address already has an account',
  emailInvited: 'This address already has a pending invitation',
  emailInvalid: 'Must be a valid email address',
  roleInvalid: 'Choose one of the roles: owner, manager, sales, warehouse, accounts',
  lastOwner: 'A team needs at least one owner: make someone else an owner first',
  cannotRemoveSelf: 'You cannot remove yourself from the team',
  bankDetailsOwnerOnly: "Only an owner can change the supplier's bank details",
  warehouseStockOnly: 'Your role may change only the stock switch of a product',
  otpRequired: 'Enter the 6-digit code from your authenticator app',
  otpInvalid: 'That code is not right or has already been used',
  totpNotStarted: 'Start setting up two-factor authentication first',
  totpAlreadyOn: 'Two-factor authentication is already on',
  totpNotOn: 'Two-factor authentication is not on',
  codeRequired: 'Enter a code',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
} as const;
