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
  const templates: PostgresTestCluster['templates'] = {};
  const { Client } = (await import('pg')).default;
  for (const sampleArticles of ['on', 'off'] as const) {
    const database = `template_articles_${sampleArticles}`;
    const admin = new Client(cluster.url());
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
    templates[seedingKey('site-configs', sampleArticles)] = { database, filesDir };
  }
  process.env.MASTHEAD_TEST_POSTGRES = JSON.stringify({ baseUrl, templates } satisfies PostgresTestCluster);
  return () => {
    cluster.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
