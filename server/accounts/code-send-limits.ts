import { RecentEvents } from './recent-events.ts';

export type CodeSendLimitOptions = { perHour: number; perDay: number; now?: () => number };

/**
 * Codes sent per recipient (the mobile or e-mail the code goes to, whatever the purpose) and per member asking,
 * per hour and per day. The resend interval holds one account and purpose; without these, alternating purposes and
 * waiting out the interval still sent a stranger a message a minute, all day.
 */
export class CodeSendLimits {
  private readonly hour: RecentEvents;
  private readonly day: RecentEvents;

  constructor(private readonly options: CodeSendLimitOptions) {
    this.hour = new RecentEvents({ windowMs: 3_600_000, now: options.now });
    this.day = new RecentEvents({ windowMs: 86_400_000, now: options.now });
  }

  /** Seconds until every key may be sent another code; 0 when all may now. */
  secondsUntilAllowed(keys: readonly string[]): number {
    return Math.max(0, ...keys.flatMap((key) => [this.hour.secondsUntilBelow(key, this.options.perHour), this.day.secondsUntilBelow(key, this.options.perDay)]));
  }

  record(keys: readonly string[]): void {
    for (const key of keys) {
      this.hour.record(key, this.options.perHour);
      this.day.record(key, this.options.perDay);
    }
  }
}

export const recipientKey = (account: string) => `to:${account.toLowerCase()}`;
export const askingMemberKey = (memberId: number) => `member:${memberId}`;
