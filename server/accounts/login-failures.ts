export type LoginFailureOptions = { allowed: number; windowMs: number; now?: () => number; capacity?: number };

/**
 * Failed password attempts per account, whatever address they come from: after `allowed` failures within `windowMs`
 * the account refuses passwords until the oldest of them leaves the window. A success forgets the account's failures.
 * In memory (one process), bounded: when full, the least recently failing accounts are forgotten first.
 */
export class LoginFailures {
  private readonly failures = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly options: LoginFailureOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Seconds until the account may try a password again; 0 when it may now. */
  lockedForSeconds(account: string): number {
    const recent = this.recent(account);
    if (recent.length < this.options.allowed) return 0;
    const oldest = recent[recent.length - this.options.allowed]!;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - this.now()) / 1000));
  }

  record(account: string): void {
    const recent = [...this.recent(account), this.now()].slice(-this.options.allowed);
    this.failures.delete(account);
    this.failures.set(account, recent);
    const capacity = this.options.capacity ?? 100_000;
    if (this.failures.size > capacity) this.failures.delete(this.failures.keys().next().value!);
  }

  clear(account: string): void {
    this.failures.delete(account);
  }

  private recent(account: string): number[] {
    const since = this.now() - this.options.windowMs;
    return (this.failures.get(account) ?? []).filter((at) => at > since);
  }
}
