import { accountMessage } from '../../schemas/account/account-messages.ts';
import { accountKindOf } from '../../schemas/account/account-rules.ts';
import type { SendCodeReply } from '../../schemas/account/auth-api.ts';
import type { MailSender } from '../messaging/mail-sender.ts';
import type { SmsSender } from '../messaging/sms-sender.ts';

/** Sends a verification code to a mobile (SMS) or an e-mail address, in the reader's language; answers the channel. */
export async function deliverCode(
  senders: { mail: MailSender; sms: SmsSender },
  account: string,
  code: string,
  lifetimeMinutes: number,
  language: string | undefined,
): Promise<SendCodeReply['channel']> {
  const text = accountMessage('codeText', language, { code, minutes: lifetimeMinutes });
  if (accountKindOf(account) === 'mobile') {
    await senders.sms.send({ to: account, text });
    return 'sms';
  }
  await senders.mail.send({ to: account, subject: accountMessage('codeMailSubject', language), text });
  return 'email';
}
