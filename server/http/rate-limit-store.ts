import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

type Hits = { current: number; ttl: number };
/** What the plugin gives a store (its types say less than it passes: a route's store gets `routeInfo`). */
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type RouteParams = StoreParams & { routeInfo: { method: string | string[]; url: string } };
type Callback = (error: Error | null, result?: Hits) => void;

/** Windows that ended are deleted at most this often, by whichever process counts a request. */
const pruneEveryMs = 60_000;

/**
 * Counts of @fastify/rate-limit kept in the database (`rate_limit`), so a limit holds across every server process
 * (`WORKERS`, or many machines on one database) instead of each process allowing its own share. Fixed windows, as the
 * plugin's own stores count: a key's window starts at its first request and holds `timeWindow` ms; the count and the
 * window are read and moved in one statement, so two processes counting at once never lose a request. The plugin's
 * `continueExceeding` and `exponentialBackoff` are not offered (refused at registration).
 */
export function databaseRateLimitStore(db: Kysely<Database>, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  const pruning = { lastAt: 0 };

  class DatabaseRateLimitStore {
    constructor(
      options: StoreParams,
      private readonly prefix = '',
    ) {
      if (options.continueExceeding || options.exponentialBackoff) throw new Error('the database rate-limit store counts fixed windows only');
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow, now(), pruning).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The count without counting (the plugin's `{ increment: false }`). */
    read(key: string, callback: Callback): void {
      readHits(db, this.prefix + key, now()).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route's own counts: its method and address go before the client's key, as the plugin's Redis store does. */
    child(routeOptions: RouteParams): DatabaseRateLimitStore {
      const method = [routeOptions.routeInfo.method].flat().join(',');
      return new DatabaseRateLimitStore(routeOptions, `${this.prefix}${method}${routeOptions.routeInfo.url}-`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

async function countHit(db: Kysely<Database>, key: string, timeWindow: number, at: number, pruning: { lastAt: number }): Promise<Hits> {
  if (at - pruning.lastAt >= pruneEveryMs) {
    pruning.lastAt = at;
    await db.deleteFrom('rate_limit').where('window_ends_at', '<=', at).execute();
  }
  const row = await db
    .insertInto('rate_limit')
    .values({ key, hits: 1, window_ends_at: at + timeWindow })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        // Both read the row as it was: a window that ended starts again with this request.
        const ended = eb('rate_limit.window_ends_at', '<=', at);
        return {
          hits: eb.case().when(ended).then(eb.lit(1)).else(eb('rate_limit.hits', '+', 1)).end(),
          window_ends_at: eb.case().when(ended).then(at + timeWindow).else(eb.ref('rate_limit.window_ends_at')).end(),
        };
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends_at) - at) };
}

async function readHits(db: Kysely<Database>, key: string, at: number): Promise<Hits> {
  const row = await db.selectFrom('rate_limit').select(['hits', 'window_ends_at']).where('key', '=', key).where('window_ends_at', '>', at).executeTakeFirst();
  return row ? { current: Number(row.hits), ttl: Number(row.window_ends_at) - at } : { current: 0, ttl: 0 };
}
