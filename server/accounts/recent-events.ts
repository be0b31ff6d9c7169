import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

export type RecentEventsOptions = { windowMs: number; now?: (() => number) | undefined };

/** Events older than the window are deleted at most this often, by whichever process records one. */
const pruneEveryMs = 60_000;

/**
 * Times of recent events per key within a sliding window (failed passwords, codes sent), kept in the database
 * (`recent_event`, one kind of event per instance) so every server process counts the same events: five wrong
 * passwords spread over several processes hold the source as five in one would. Events that left the window are
 * deleted as new ones are recorded, so a flood of keys lasts only as long as the window.
 */
export class RecentEvents {
  readonly #now: () => number;
  #prunedAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: string,
    private readonly options: RecentEventsOptions,
  ) {
    this.#now = options.now ?? Date.now;
  }

  async count(key: string): Promise<number> {
    const row = await this.#recent(key)
      .select((eb) => eb.fn.countAll<number>().as('events'))
      .executeTakeFirstOrThrow();
    return Number(row.events);
  }

  /** Seconds until fewer than `limit` events of the key are in the window; 0 when there are fewer now. */
  async secondsUntilBelow(key: string, limit: number): Promise<number> {
    const newest = await this.#recent(key).select('at').orderBy('at', 'desc').limit(limit).execute();
    if (newest.length < limit) return 0;
    const oldestThatCounts = Number(newest[limit - 1]!.at);
    return Math.max(1, Math.ceil((oldestThatCounts + this.options.windowMs - this.#now()) / 1000));
  }

  async record(key: string): Promise<void> {
    const now = this.#now();
    if (now - this.#prunedAt >= pruneEveryMs) {
      this.#prunedAt = now;
      await this.db.deleteFrom('recent_event').where('kind', '=', this.kind).where('at', '<=', now - this.options.windowMs).execute();
    }
    await this.db.insertInto('recent_event').values({ kind: this.kind, key, at: now }).execute();
  }

  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('recent_event').where('kind', '=', this.kind).where('key', '=', key).execute();
  }

  async forgetKeysStartingWith(prefix: string): Promise<void> {
    await this.db
      .deleteFrom('recent_event')
      .where('kind', '=', this.kind)
      .where((eb) => eb(eb.fn<string>('substr', [eb.ref('key'), eb.lit(1), eb.lit(prefix.length)]), '=', prefix))
      .execute();
  }

  #recent(key: string) {
    return this.db
      .selectFrom('recent_event')
      .where('kind', '=', this.kind)
      .where('key', '=', key)
      .where('at', '>', this.#now() - this.options.windowMs);
  }
}
