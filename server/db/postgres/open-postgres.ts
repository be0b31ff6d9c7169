import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from '../tables.ts';

// Counts and sums come back as int8 and numeric, which pg hands over as strings so as not to lose digits past 2^53.
// Nothing here counts that high: they are read as numbers, as SQLite gives them.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (text) => Number(text));

/** Connections each process keeps: a worker runs one query at a time per request, and requests wait on few. */
const poolSize = 10;

/** A PostgreSQL database through a pool of connections (`postgres://user@host:port/name`). */
export function openPostgresDatabase(databaseUrl: string): { db: Kysely<Database>; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle connection the server dropped (a restart, a failover) is an error on the pool, not on a request: without a
  // listener it would end the process. The next query opens a new connection.
  pool.on('error', () => {});
  // Likewise a connection in use when the server goes away: its query fails (and its request answers 503), but the
  // connection's own error event, with no listener, would end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  // Transactions run side by side at READ COMMITTED; each read-then-write that needs exclusion takes the lock named for
  // what it guards (server/db/write-locks.ts), so a long import never makes an unrelated write wait.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  return { db, pool };
}
