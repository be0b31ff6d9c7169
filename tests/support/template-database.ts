import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readConfigFolder } from '../../server/config/read-config-folder.ts';
import { readEnv } from '../../server/env.ts';
import { startServer } from '../../server/start-server.ts';

/**
 * A seeded database made once per test run and copied for each test server, so a server starts in milliseconds
 * instead of migrating, seeding, importing the JATS fixtures and indexing them every time.
 *
 * What seeding writes depends on two things only: which sites the configuration has (sample content is stored under
 * each site's id, looked up by its sld) and whether the JATS articles are imported. That pair is the template's key;
 * a test whose configuration gives another pair gets a fresh database made the slow way, exactly as before.
 */

export type SampleArticles = 'on' | 'off';

/** The seeding inputs a configuration folder gives: its sites' slds with their ids, in sld order. */
export function seedingKey(configDir: string, sampleArticles: SampleArticles): string {
  const sites = [...readConfigFolder(configDir).sites.values()].map((config) => `${config.site.sld}:${config.site.siteId}`).sort();
  return `${sampleArticles}|${sites.join(',')}`;
}

const folderOf = (root: string, sampleArticles: SampleArticles) => join(root, `articles-${sampleArticles}`);

/**
 * Makes the templates under `root` for the sample configuration, with and without the JATS articles: the real server
 * starts on each (migrate, seed, import, index) and stops, leaving the database file and the package files beside it.
 * Returns the key each was made for.
 */
export async function buildTemplates(root: string, configDir: string): Promise<Record<SampleArticles, string>> {
  const keys = {} as Record<SampleArticles, string>;
  for (const sampleArticles of ['on', 'off'] as const) {
    const folder = folderOf(root, sampleArticles);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const server = await startServer(
      readEnv({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${join(folder, 'masthead.db')}`,
        SITE_CONFIG_DIR: configDir,
        LOG_LEVEL: 'silent',
        PAGES: 'off',
        CONFIG_WATCH: 'off',
        SAMPLE_ARTICLES: sampleArticles,
      }),
    );
    // Closing the database checkpoints the write-ahead log into the file, so the file alone is the whole database.
    await server.stop();
    keys[sampleArticles] = seedingKey(configDir, sampleArticles);
  }
  return keys;
}

/** Where the templates of this run are, and the key each was made for (given by the global setup). */
export type Templates = { root: string; keys: Record<SampleArticles, string> };

/**
 * Copies the matching template's database and package files into `dir` (as `masthead.db` and `files/`). Returns
 * false, copying nothing, when no template matches: the server then makes its database itself.
 */
export function copyTemplate(templates: Templates | undefined, dir: string, configDir: string, sampleArticles: SampleArticles): boolean {
  if (!templates || templates.keys[sampleArticles] !== seedingKey(configDir, sampleArticles)) return false;
  const folder = folderOf(templates.root, sampleArticles);
  cpSync(join(folder, 'masthead.db'), join(dir, 'masthead.db'));
  if (existsSync(join(folder, 'files'))) cpSync(join(folder, 'files'), join(dir, 'files'), { recursive: true });
  return true;
}
