import type { Mail } from '../../schemas/sent-messages.ts';

export type { Mail };

/**
 * How the server sends e-mail (alerts, verification codes). The real sender speaks SMTP; a development sender keeps
 * mail in an outbox the tests can read.
 */
export interface MailSender {
  send(mail: Mail): Promise<void>;
}
