import { PostgresAdapter, type Kysely } from 'kysely';

/** Which engine a database runs on: the few queries and migrations the two dialects spell differently ask this. */
export type DatabaseEngine = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- asked of any schema's database, migrations' included
export function engineOf(db: Kysely<any>): DatabaseEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The engine a DATABASE_URL names. */
export const engineOfUrl = (databaseUrl: string): DatabaseEngine => (/^postgres(ql)?:/.test(databaseUrl) ? 'postgres' : 'sqlite');
