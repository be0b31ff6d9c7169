export type RecentEventsOptions = { windowMs: number; now?: () => number; capacity?: number };

/**
 * Times of recent events per key within a sliding window (failed passwords, codes sent). In memory (one process),
 * bounded: when full, the keys whose last event is oldest are forgotten first, so a flood of keys cannot grow memory.
 */
export class RecentEvents {
  private readonly events = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly capacity: number;

  constructor(private readonly options: RecentEventsOptions) {
    this.now = options.now ?? Date.now;
    this.capacity = options.capacity ?? 100_000;
  }

  count(key: string): number {
    return this.recent(key).length;
  }

  /** Seconds until fewer than `limit` events of the key are in the window; 0 when there are fewer now. */
  secondsUntilBelow(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    const oldestThatCounts = recent[recent.length - limit]!;
    return Math.max(1, Math.ceil((oldestThatCounts + this.options.windowMs - this.now()) / 1000));
  }

  /** Records an event; keeps at most `keep` times for the key (no decision needs more). */
  record(key: string, keep = 1000): void {
    const recent = [...this.recent(key), this.now()].slice(-keep);
    this.events.delete(key);
    this.events.set(key, recent);
    if (this.events.size > this.capacity) this.events.delete(this.events.keys().next().value!);
  }

  forget(key: string): void {
    this.events.delete(key);
  }

  forgetKeysStartingWith(prefix: string): void {
    for (const key of this.events.keys()) if (key.startsWith(prefix)) this.events.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    return (this.events.get(key) ?? []).filter((at) => at > since);
  }
}
