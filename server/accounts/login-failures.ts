import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { RecentEvents } from './recent-events.ts';

export type LoginFailureOptions = {
  /** Failures of one account from one source (an address, a session) before that source is held. */
  allowedPerSource: number;
  /** Failures of one account from all sources before every password check on it is slowed down. */
  slowAfterPerAccount: number;
  windowMs: number;
  now?: () => number;
};

/**
 * Failed password attempts. The hard hold is per account *and* source (client address, or the session asking to
 * change its password): an attacker holds only their own source, never the owner's, so five wrong passwords from
 * anyone no longer lock the owner out. Across all sources the account's failures only slow checks down
 * (see require-password.ts), which costs a distributed attacker and lets the owner in. Kept in the database, so every
 * server process holds the same sources.
 */
export class LoginFailures {
  private readonly bySource: RecentEvents;
  private readonly byAccount: RecentEvents;

  constructor(db: Kysely<Database>, private readonly options: LoginFailureOptions) {
    this.bySource = new RecentEvents(db, 'login-failure-source', options);
    this.byAccount = new RecentEvents(db, 'login-failure-account', options);
  }

  /** Seconds until this source may try a password for the account again; 0 when it may now. */
  lockedForSeconds(account: string, source: string): Promise<number> {
    return this.bySource.secondsUntilBelow(keyOf(account, source), this.options.allowedPerSource);
  }

  /** Whether the account has failed so often, from anywhere, that its password checks are slowed down. */
  async isUnderAttack(account: string): Promise<boolean> {
    return (await this.byAccount.count(account)) >= this.options.slowAfterPerAccount;
  }

  async record(account: string, source: string): Promise<void> {
    await this.bySource.record(keyOf(account, source));
    await this.byAccount.record(account);
  }

  /** A right password from the source: its own failures are forgotten, the account's (others' tries) are not. */
  clearSource(account: string, source: string): Promise<void> {
    return this.bySource.forget(keyOf(account, source));
  }

  /** The password was reset: whatever was guessed before no longer matters. */
  async clearAccount(account: string): Promise<void> {
    await this.byAccount.forget(account);
    await this.bySource.forgetKeysStartingWith(keyOf(account, ''));
  }
}

const keyOf = (account: string, source: string) => `${account}\n${source}`;
