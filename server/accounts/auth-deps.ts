import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import type { MailSender } from '../messaging/mail-sender.ts';
import type { SmsSender } from '../messaging/sms-sender.ts';
import type { AuthSettings } from './auth-settings.ts';

/** What the account logic works with. */
export type AuthDeps = { db: Kysely<Database>; auth: AuthSettings; mail: MailSender; sms: SmsSender };
