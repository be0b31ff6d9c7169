import { RecentEvents } from './recent-events.ts';

export type LoginFailureOptions = {
  /** Failures of one account from one source (an address, a session) before that source is held. */
  allowedPerSource: number;
  /** Failures of one account from all sources before every password check on it is slowed down. */
  slowAfterPerAccount: number;
  windowMs: number;
  now?: () => number;
  capacity?: number;
};

/**
 * Failed password attempts. The hard hold is per account *and* source (client address, or the session asking to
 * change its password): an attacker holds only their own source, never the owner's, so five wrong passwords from
 * anyone no longer lock the owner out. Across all sources the account's failures only slow checks down
 * (see require-password.ts), which costs a distributed attacker and lets the owner in.
 */
export class LoginFailures {
  private readonly bySource: RecentEvents;
  private readonly byAccount: RecentEvents;

  constructor(private readonly options: LoginFailureOptions) {
    this.bySource = new RecentEvents(options);
    this.byAccount = new RecentEvents(options);
  }

  /** Seconds until this source may try a password for the account again; 0 when it may now. */
  lockedForSeconds(account: string, source: string): number {
    return this.bySource.secondsUntilBelow(keyOf(account, source), this.options.allowedPerSource);
  }

  /** Whether the account has failed so often, from anywhere, that its password checks are slowed down. */
  isUnderAttack(account: string): boolean {
    return this.byAccount.count(account) >= this.options.slowAfterPerAccount;
  }

  record(account: string, source: string): void {
    this.bySource.record(keyOf(account, source), this.options.allowedPerSource);
    this.byAccount.record(account, this.options.slowAfterPerAccount);
  }

  /** A right password from the source: its own failures are forgotten, the account's (others' tries) are not. */
  clearSource(account: string, source: string): void {
    this.bySource.forget(keyOf(account, source));
  }

  /** The password was reset: whatever was guessed before no longer matters. */
  clearAccount(account: string): void {
    this.byAccount.forget(account);
    this.bySource.forgetKeysStartingWith(keyOf(account, ''));
  }
}

const keyOf = (account: string, source: string) => `${account}\n${source}`;
