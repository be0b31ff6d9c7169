import type { Env } from '../env.ts';
import type { MailSender } from './mail-sender.ts';
import { OutboxMailSender } from './outbox-mail-sender.ts';
import { NoSmsGateway, OutboxSmsSender, type SmsSender } from './sms-sender.ts';
import { SmtpMailSender } from './smtp-mail-sender.ts';

/** The senders, and the development outboxes among them (shown by GET /rc-pub/admin/outbox). */
export type Messaging = {
  mail: MailSender;
  sms: SmsSender;
  outboxes: { mail?: OutboxMailSender['outbox'] | undefined; sms?: OutboxSmsSender['outbox'] | undefined };
  close: () => void;
};

/**
 * Mail goes through SMTP when SMTP_URL is set, else into an in-memory outbox. No SMS gateway is wired yet (a gateway
 * is a new {@link SmsSender} chosen here): in development and tests text messages go into the outbox; in production
 * none can be sent, and a code asked for by SMS answers that it was not sent.
 */
export function messagingFromEnv(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>): Messaging {
  const smsOutbox = env.NODE_ENV === 'production' ? undefined : new OutboxSmsSender();
  const sms: SmsSender = smsOutbox ?? new NoSmsGateway();
  if (env.SMTP_URL) {
    const mail = new SmtpMailSender(env.SMTP_URL, env.MAIL_FROM);
    return { mail, sms, outboxes: { sms: smsOutbox?.outbox }, close: () => mail.close() };
  }
  const mail = new OutboxMailSender();
  return { mail, sms, outboxes: { mail: mail.outbox, sms: smsOutbox?.outbox }, close: () => {} };
}
