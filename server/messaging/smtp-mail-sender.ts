import { createTransport, type Transporter } from 'nodemailer';
import type { Mail, MailSender } from './mail-sender.ts';

/** Sends mail through an SMTP server given as a URL: `smtp://user:pass@host:587` or `smtps://…:465`. */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
  }

  close(): void {
    this.transport.close();
  }
}
