import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { mailErrorSummary } from '../../lib/mail.ts';
import { EMAIL_LANG, escapeHtml } from '../notifications/templates/layout.ts';

type LinkMail = { to: string; subject: string; paragraphs: string[]; action: string; url: string };

export const portalLink = (ctx: AppContext, page: string, token: string) =>
  `${ctx.config.publicUrl.replace(/\/+$/, '')}/${page}?token=${encodeURIComponent(token)}`;

function render(mail: LinkMail) {
  const text = [...mail.paragraphs, '', `${mail.action}: ${mail.url}`, ''].join('\n\n');
  const html = `<!doctype html><html lang="${EMAIL_LANG}"><body style="font-family:Arial,sans-serif;color:#1f2933">${mail.paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(mail.url)}" style="background:#1b5e20;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(mail.action)}</a></p><p style="color:#52606d;font-size:12px">${escapeHtml(mail.url)}</p></body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}

/**
 * Sends without holding up the answer: a reset request answers at the same moment whether or not a
 * message goes out. A failure is logged by its codes only (never the address, the link or its token).
 */
export function sendInBackground(ctx: AppContext, log: FastifyBaseLogger, mail: LinkMail): Promise<void> {
  return ctx.mailer.send(render(mail)).then(
    () => undefined,
    (error: unknown) => log.error({ mailError: mailErrorSummary(error) }, `${mail.subject}: e-mail not sent`),
  );
}

export const resetMail = (ctx: AppContext, to: string, token: string): LinkMail => ({
  to,
  subject: 'Reset your Supplier Portal password',
  paragraphs: [
    'Someone (we hope you) asked to reset the password of your Supplier Portal account.',
    'The link below works once, for 60 minutes. If you did not ask, ignore this e-mail: your password stays as it is.',
  ],
  action: 'Choose a new password',
  url: portalLink(ctx, 'reset-password', token),
});

export const invitationMail = (
  ctx: AppContext,
  to: string,
  token: string,
  company: string,
  roleLabel: string,
): LinkMail => ({
  to,
  subject: `You're invited to ${company} on the Supplier Portal`,
  paragraphs: [
    `You have been invited to join ${company} on the Supplier Portal as ${roleLabel}.`,
    'The link below works once, for 7 days: choose your name and a password to sign in.',
  ],
  action: 'Accept the invitation',
  url: portalLink(ctx, 'accept-invitation', token),
});

/** To a person whose address a team tried to invite: no link, since the address already has an account. */
export const accountExistsMail = (
  ctx: AppContext,
  to: string,
  company: string,
  roleLabel: string,
): LinkMail => ({
  to,
  subject: `${company} tried to invite you on the Supplier Portal`,
  paragraphs: [
    `${company} tried to invite this address to join its team on the Supplier Portal as ${roleLabel}.`,
    'This address already has a Supplier Portal account, so no new account was made. If you expected the invitation, ask them to invite another address. If not, you can ignore this e-mail.',
  ],
  action: 'Sign in',
  url: `${ctx.config.publicUrl.replace(/\/+$/, '')}/login`,
});
