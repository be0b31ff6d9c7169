import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnv } from '../../server/env.ts';
import { startServer } from '../../server/start-server.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import type { PostgresTestCluster } from './postgres-test-databases.ts';
import { seedingKey } from './template-database.ts';

/**
 * Global setup of the integration-pg project: one throwaway PostgreSQL cluster for the run, and in it the seeded
 * templates (with and without the JATS articles) that every test server's database is copied from — made by the real
 * server, as the SQLite templates are (tests/support/template-database.ts). Handed to the workers through
 * MASTHEAD_TEST_POSTGRES; the teardown stops the cluster.
 */
export default async function globalSetupPostgres(): Promise<() => void> {
  const cluster = await startPostgresCluster();
  const root = mkdtempSync(join(tmpdir(), 'masthead-pg-templates-'));
  const baseUrl = cluster.url('');
  // Both templates at once: each server's seeding waits on PostgreSQL as much as it computes.
  const templates = Object.fromEntries(await Promise.all((['on', 'off'] as const).map((sampleArticles) => makeTemplate(cluster.url(), baseUrl, root, sampleArticles))));
  process.env.MASTHEAD_TEST_POSTGRES = JSON.stringify({ baseUrl, templates } satisfies PostgresTestCluster);
  return () => {
    cluster.stop();
    rmSync(root, { recursive: true, force: true });
  };
}

/** One seeded template database, made by the real server (migrate, seed, import, index), and the files it wrote. */
async function makeTemplate(adminUrl: string, baseUrl: string, root: string, sampleArticles: 'on' | 'off'): Promise<[string, { database: string; filesDir: string }]> {
  const { Client } = (await import('pg')).default;
  const database = `template_articles_${sampleArticles}`;
  const admin = new Client(adminUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const filesDir = join(root, `articles-${sampleArticles}`, 'files');
  mkdirSync(filesDir, { recursive: true });
  const server = await startServer(
    readEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `${baseUrl}${database}`,
      FILES_DIR: filesDir,
      SITE_CONFIG_DIR: 'site-configs',
      LOG_LEVEL: 'silent',
      PAGES: 'off',
      CONFIG_WATCH: 'off',
      SAMPLE_ARTICLES: sampleArticles,
    }),
  );
  await server.stop();
  return [seedingKey('site-configs', sampleArticles), { database, filesDir }];
}
