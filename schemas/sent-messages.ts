import { z } from 'zod';

/** One e-mail to one reader (alerts, confirmations, verification codes). */
export const mail = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string().optional() });
export type Mail = z.infer<typeof mail>;

/** One text message to one mobile number (verification codes). */
export const sms = z.object({ to: z.string(), text: z.string() });
export type Sms = z.infer<typeof sms>;

/** A message a development sender kept, with when it was "sent" (epoch milliseconds). */
const kept = <Message extends z.ZodObject>(message: Message) => message.extend({ sentAt: z.number() });

/** `GET /rc-pub/admin/outbox[?to=…]`: only the messages to this address or number, when given. */
export const outboxQuery = z.object({ to: z.string().max(254).optional() });

/**
 * What the outbox senders kept, oldest first: `sms` in development and tests, `mail` when no SMTP server is
 * configured; a sender that is not an outbox has no key.
 */
export const outboxContents = z.object({ sms: z.array(kept(sms)).optional(), mail: z.array(kept(mail)).optional() });
export type OutboxContents = z.infer<typeof outboxContents>;
