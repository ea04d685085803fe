import { randomUUID } from 'node:crypto';
import { access, link, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** `messageId` (`<local@host>`) makes a message identifiable: the same id is the same message. */
export type MailAttachment = { filename: string; content: Buffer; contentType?: string; cid?: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  /** Extra header lines, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with the message; one with a `cid` is an inline image the HTML names as cid:<cid>. */
  attachments?: MailAttachment[];
};
export type SendResult = {
  messageId: string;
  outboxFile?: string;
  /** Outbox only: a file for this Message-ID was already there, so nothing new was written. */
  alreadyThere?: boolean;
};
export type Mailer = {
  send: (message: MailMessage) => Promise<SendResult>;
  /**
   * Whether the message with this Message-ID was handed over: the outbox knows (its file exists or
   * not); SMTP cannot tell ('unknown'), so a caller must not send it again blindly.
   */
  handedOver: (messageId: string) => Promise<boolean | 'unknown'>;
};

/** The outbox file of a Message-ID: one name per message, so a rerun cannot make a second file. */
export function outboxFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^\w.@-]/g, '_')}.eml`;
}

/**
 * True when an SMTP send certainly did not hand the message over: the server refused it with a
 * reply code, or no connection was ever made. Anything else (a connection lost mid-message, a
 * timeout) leaves the outcome unknown.
 */
export function certainlyNotSent(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string; syscall?: string };
  if (typeof e?.responseCode === 'number' && e.responseCode >= 400) return true;
  return e?.code === 'EDNS' || e?.code === 'EENVELOPE' || e?.syscall === 'connect';
}

/**
 * What went wrong, from the error's codes only: server replies can quote the recipient's address,
 * which must not reach the log or the jobs table.
 */
export function mailErrorSummary(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; syscall?: string; command?: string };
  return [e?.code, e?.responseCode, e?.syscall, e?.command].filter(Boolean).join(' ') || 'unknown error';
}

/**
 * E-mail through SMTP (SMTP_URL). Without it every message is written as an .eml file to
 * DATA_DIR/outbox and the log says where, so nothing is lost on a machine with no mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log?: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        const info = (await transport.sendMail({ from: opts.from, ...message })) as { messageId: string };
        return { messageId: info.messageId };
      },
      handedOver: async () => 'unknown',
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(opts.outboxDir, { recursive: true });
      const name = message.messageId
        ? outboxFileName(message.messageId)
        : `${new Date().toISOString().replace(/[:.]/g, '-')}-${outboxFileName(info.messageId)}`;
      const file = path.join(opts.outboxDir, name);
      // Written whole under a temporary name, then linked into place: the file appears complete or
      // not at all, and link() refuses to replace one that is already there.
      const partial = path.join(opts.outboxDir, `.${randomUUID()}.partial`);
      await writeFile(partial, info.message as Buffer);
      let alreadyThere = false;
      try {
        await link(partial, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        alreadyThere = true;
      } finally {
        await unlink(partial);
      }
      opts.log?.info({ file, alreadyThere }, 'no SMTP_URL: e-mail written to the outbox');
      return { messageId: info.messageId, outboxFile: file, alreadyThere };
    },
    async handedOver(messageId) {
      try {
        await access(path.join(opts.outboxDir, outboxFileName(messageId)));
        return true;
      } catch {
        return false;
      }
    },
  };
}
