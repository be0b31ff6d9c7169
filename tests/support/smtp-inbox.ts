import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: envelope recipients, headers and the decoded text part. */
export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

export type SmtpInbox = { url: string; messages: ReceivedMail[]; close: () => Promise<void> };

/** A real SMTP server on a free loopback port that keeps every message it accepts (plain SMTP, no sign-in). */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map(({ address }) => address), subject: headerOf(raw, 'subject'), text: partOf(raw, 'text/plain'), html: partOf(raw, 'text/html'), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A header's value, unfolded (MIME encoded-words are left as they are: tests use ASCII subjects). */
function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

/** The body of the first part of this type, decoded from quoted-printable or base64. */
function partOf(raw: string, type: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => new RegExp(`^content-type:\\s*${type.replace('/', '\\/')}`, 'im').test(candidate.split(/\r?\n\r?\n/)[0]!));
  if (!part) return '';
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head!)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/\r\n/g, '\n');
    return Buffer.from(bytes.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  }
  return body.replace(/\r\n/g, '\n');
}
