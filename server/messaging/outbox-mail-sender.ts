import type { Mail, MailSender } from './mail-sender.ts';
import { Outbox } from './outbox.ts';

/** The mail sender when no SMTP server is configured: mail waits in {@link OutboxMailSender.outbox}. */
export class OutboxMailSender implements MailSender {
  readonly outbox = new Outbox<Mail>();

  async send(mail: Mail): Promise<void> {
    this.outbox.add(mail);
  }
}
