/** One e-mail to one reader. */
export type Mail = { to: string; subject: string; text: string; html?: string | undefined };

/**
 * How the server sends e-mail (alerts, verification codes). The real sender speaks SMTP; a development sender keeps
 * mail in an outbox the tests can read.
 */
export interface MailSender {
  send(mail: Mail): Promise<void>;
}
