import { createRequire } from 'node:module';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type Cursor from 'pg-cursor';
import type { Database } from '../tables.ts';

const require = createRequire(import.meta.url);

/**
 * The PostgreSQL driver, loaded when a database on PostgreSQL is first opened: a process on SQLite (a command, a
 * server, most tests) does not pay the 40 ms its modules take to load. Counts and sums come back as int8 and
 * numeric, which pg hands over as strings so as not to lose digits past 2^53; nothing here counts that high: they are
 * read as numbers, as SQLite gives them.
 */
let driver: { pg: typeof pg; Cursor: typeof Cursor } | undefined;
export function postgresDriver(): { pg: typeof pg; Cursor: typeof Cursor } {
  if (driver) return driver;
  const loaded = { pg: require('pg') as typeof pg, Cursor: require('pg-cursor') as typeof Cursor };
  loaded.pg.types.setTypeParser(loaded.pg.types.builtins.INT8, (text) => Number(text));
  loaded.pg.types.setTypeParser(loaded.pg.types.builtins.NUMERIC, (text) => Number(text));
  return (driver = loaded);
}

/** Connections each process keeps: a worker runs one query at a time per request, and requests wait on few. */
const poolSize = 10;

/** A PostgreSQL database through a pool of connections (`postgres://user@host:port/name`). */
export function openPostgresDatabase(databaseUrl: string): { db: Kysely<Database>; pool: pg.Pool } {
  const { pg, Cursor } = postgresDriver();
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
