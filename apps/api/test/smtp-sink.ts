import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type SunkMessage = { to: string[]; raw: string };

/**
 * A real SMTP server on a loopback port that keeps what it receives. With `stallAfterData` set it
 * keeps the message but never answers the end of it, as when a connection dies at that moment: the
 * sender cannot know whether it was accepted.
 */
export async function startSmtpSink() {
  const messages: SunkMessage[] = [];
  const control = { stallAfterData: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (!control.stallAfterData) callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The path of the documents link in an e-mail sent with PUBLIC_URL http://portal.test, its
 * quoted-printable soft breaks and `=3D` undone.
 */
export function downloadPathIn(message: SunkMessage): string {
  const raw = message.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const found = /http:\/\/portal\.test(\/api\/downloads\/[^\s"<]+)/.exec(raw);
  if (!found) throw new Error('No download link in the e-mail');
  return found[1]!;
}
