import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { RecentEvents } from './recent-events.ts';

export type CodeSendLimitOptions = {
  /** What is sent (`code-sent`, `confirmation-mail`): each kind of message has its own counts. */
  kind: string;
  perHour: number;
  perDay: number;
  now?: () => number;
};

/**
 * Codes sent per recipient (the mobile or e-mail the code goes to, whatever the purpose) and per member asking,
 * per hour and per day. The resend interval holds one account and purpose; without these, alternating purposes and
 * waiting out the interval still sent a stranger a message a minute, all day. Kept in the database: a recipient's
 * share is the same whichever server process sends.
 */
export class CodeSendLimits {
  private readonly hour: RecentEvents;
  private readonly day: RecentEvents;

  constructor(db: Kysely<Database>, private readonly options: CodeSendLimitOptions) {
    this.hour = new RecentEvents(db, `${options.kind}-hour`, { windowMs: 3_600_000, now: options.now });
    this.day = new RecentEvents(db, `${options.kind}-day`, { windowMs: 86_400_000, now: options.now });
  }

  /** Seconds until every key may be sent another code; 0 when all may now. */
  async secondsUntilAllowed(keys: readonly string[]): Promise<number> {
    const waits = await Promise.all(keys.flatMap((key) => [this.hour.secondsUntilBelow(key, this.options.perHour), this.day.secondsUntilBelow(key, this.options.perDay)]));
    return Math.max(0, ...waits);
  }

  async record(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      await this.hour.record(key);
      await this.day.record(key);
    }
  }
}

export const recipientKey = (account: string) => `to:${account.toLowerCase()}`;
export const askingMemberKey = (memberId: number) => `member:${memberId}`;
