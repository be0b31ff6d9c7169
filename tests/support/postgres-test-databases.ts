import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { postgresBinaries } from './postgres-cluster.ts';

/**
 * The integration suite's PostgreSQL side (the `integration-pg` project): its global setup starts one throwaway
 * cluster and makes the seeded templates there (tests/support/global-setup-postgres.ts); each test server then gets a
 * database of its own, copied from the matching template by PostgreSQL itself (`CREATE DATABASE … TEMPLATE …`), with
 * the template's package files beside it.
 */
export type PostgresTestCluster = {
  /** `postgres://user@host:port/` — a database's name completes it. */
  baseUrl: string;
  /** The template database and files folder for each seeding key (tests/support/template-database.ts). */
  templates: Record<string, { database: string; filesDir: string }>;
};

/** Set by the integration-pg project (vitest.config.ts): its test servers run on PostgreSQL. */
export const testsOnPostgres = () => process.env.MASTHEAD_TEST_ENGINE === 'postgres';

export function postgresTestCluster(): PostgresTestCluster {
  const given = process.env.MASTHEAD_TEST_POSTGRES;
  if (!given) throw new Error('MASTHEAD_TEST_POSTGRES is not set: the integration-pg project names tests/support/global-setup-postgres.ts');
  return JSON.parse(given) as PostgresTestCluster;
}

function psql(baseUrl: string, statement: string): void {
  const bin = postgresBinaries();
  execFileSync(join(bin ?? '/usr/bin', 'psql'), [`${baseUrl}postgres`, '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement], { stdio: 'pipe' });
}

/**
 * A new database for one test server: a copy of the template made for `key` (and its files copied to `filesDir`), or
 * an empty one when no template matches. Answers its URL.
 */
export function createTestDatabase(key: string, filesDir: string): string {
  const cluster = postgresTestCluster();
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = cluster.templates[key];
  psql(cluster.baseUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template.database}` : `CREATE DATABASE ${name}`);
  if (template && existsSync(template.filesDir)) cpSync(template.filesDir, filesDir, { recursive: true });
  return `${cluster.baseUrl}${name}`;
}

/** Drops a test server's database once it has stopped (closing whatever connection is left). */
export function dropTestDatabase(databaseUrl: string): void {
  const cluster = postgresTestCluster();
  const name = databaseUrl.slice(cluster.baseUrl.length);
  if (/^test_[0-9a-f]+$/.test(name)) psql(cluster.baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * An empty database named `<prefix>_<random>`, for a test that starts servers on it itself (a first start, then a
 * second on the same database): no test server drops it when it stops; the test does, with `dropDatabase`.
 */
export function createEmptyDatabase(prefix: string): string {
  const cluster = postgresTestCluster();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  psql(cluster.baseUrl, `CREATE DATABASE ${name}`);
  return `${cluster.baseUrl}${name}`;
}

export function dropDatabase(databaseUrl: string): void {
  const cluster = postgresTestCluster();
  const name = databaseUrl.slice(cluster.baseUrl.length);
  if (/^[a-z_]+_[0-9a-f]+$/.test(name)) psql(cluster.baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
