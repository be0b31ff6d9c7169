import type { Env } from '../env.ts';
import type { MailSender } from './mail-sender.ts';
import { OutboxMailSender } from './outbox-mail-sender.ts';
import { OutboxSmsSender, type SmsSender } from './sms-sender.ts';
import { SmtpMailSender } from './smtp-mail-sender.ts';

/** The senders, and the development outboxes among them (shown by GET /rc-pub/admin/outbox). */
export type Messaging = {
  mail: MailSender;
  sms: SmsSender;
  outboxes: { mail?: OutboxMailSender['outbox'] | undefined; sms?: OutboxSmsSender['outbox'] | undefined };
  close: () => void;
};

/**
 * Mail goes through SMTP when SMTP_URL is set, else into an in-memory outbox. Text messages always go into the outbox:
 * no SMS gateway is wired yet (a gateway is a new {@link SmsSender} chosen here).
 */
export function messagingFromEnv(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): Messaging {
  const sms = new OutboxSmsSender();
  if (env.SMTP_URL) {
    const mail = new SmtpMailSender(env.SMTP_URL, env.MAIL_FROM);
    return { mail, sms, outboxes: { sms: sms.outbox }, close: () => mail.close() };
  }
  const mail = new OutboxMailSender();
  return { mail, sms, outboxes: { mail: mail.outbox, sms: sms.outbox }, close: () => {} };
}
