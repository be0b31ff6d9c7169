import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { engineOfUrl } from './database-engine.ts';
import { openPostgresDatabase } from './postgres/open-postgres.ts';
import { ImmediateTransactionsSqliteDialect } from './sqlite-dialect.ts';
import { withStatementCache } from './statement-cache.ts';
import type { Database } from './tables.ts';

/** An open database; `file` is the SQLite file's path (empty on PostgreSQL). */
export type DatabaseHandle = { db: Kysely<Database>; file: string; close: () => Promise<void> };

/** `file:./data/masthead.db` → an absolute path; `file::memory:` → an in-memory database. */
export function sqlitePathOf(databaseUrl: string): string {
  const path = databaseUrl.replace(/^file:/, '');
  return path === ':memory:' ? path : resolve(path);
}

export function openDatabase(databaseUrl: string): DatabaseHandle {
  if (engineOfUrl(databaseUrl) === 'postgres') {
    const { db } = openPostgresDatabase(databaseUrl);
    return { db, file: '', close: () => db.destroy() };
  }
  const file = sqlitePathOf(databaseUrl);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit the server acknowledged survives an operating-system crash or power loss, not only a crash of this
  // process (NORMAL in WAL mode may lose the last commits). The cost is one fsync per commit, which a journal's
  // write rate — members' favourites, imports, settings — never notices.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateTransactionsSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, file, close: () => db.destroy() };
}
