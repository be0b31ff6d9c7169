import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { seedContent, type SeedContent } from '../../schemas/content/seed-content.ts';
import { formatDiagnostic } from '../../schemas/format-diagnostic.ts';
import { describeIssues } from '../../schemas/lenient-parse.ts';
import type { ConfigStore } from '../config/config-store.ts';
import type { Database } from '../db/tables.ts';
import type { FileStore } from '../files/file-store.ts';
import { indexSiteContent } from '../search/index/index-site-content.ts';
import { insertSeedContent } from './insert-seed-content.ts';
import { linkAlbumParts } from './link-album-parts.ts';
import { seedSampleArticles, type SampleArticles } from './seed-sample-articles.ts';

export const sampleContentDir = fileURLToPath(new URL('./content/', import.meta.url));
const seedName = 'sample-content';

type Logger = { info: (message: string) => void; warn: (message: string) => void };
/** Sites seeded, content files skipped, and how many JATS articles were imported. */
export type SeedReport = { seeded: boolean; sites: string[]; skipped: string[]; articles: number };

/**
 * Seeds the shipped sample content into an empty database, once: a database that was seeded (or that an
 * administrator filled) is never touched again. Each site's content is one transaction, indexed for search in it;
 * then the JATS articles the sites name are imported, one transaction each.
 */
export async function seedSampleContent(
  db: Kysely<Database>,
  store: ConfigStore,
  logger: Logger,
  {
    articles: withArticles = true,
    contentDir = sampleContentDir,
    files,
  }: { articles?: boolean; contentDir?: string; /** Where the JATS articles' package files go (none without). */ files?: FileStore } = {},
): Promise<SeedReport> {
  const done = await db.selectFrom('seed_state').select('name').where('name', '=', seedName).executeTakeFirst();
  if (done) return { seeded: false, sites: [], skipped: [], articles: 0 };

  const report: SeedReport = { seeded: true, sites: [], skipped: [], articles: 0 };
  const articles: SampleArticles[] = [];
  const albumParts: { siteId: number; parts: SeedContent['albumParts'] }[] = [];
  for (const name of readdirSync(contentDir).filter((file) => file.endsWith('.json')).sort()) {
    const file = join(contentDir, name);
    const parsed = seedContent.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      for (const issue of describeIssues(parsed.error)) logger.warn(`seed: ${formatDiagnostic({ file, ...issue })}`);
      report.skipped.push(name);
      continue;
    }
    const config = store.bySld(parsed.data.sld);
    if (!config) {
      logger.warn(`seed: ${name}: no site "${parsed.data.sld}" in site-configs; skipped`);
      report.skipped.push(name);
      continue;
    }
    await db.transaction().execute(async (trx) => {
      await insertSeedContent(trx, config.site.siteId, parsed.data);
      await indexSiteContent(trx, config.site.siteId);
    });
    report.sites.push(parsed.data.sld);
    articles.push({ sld: parsed.data.sld, siteId: config.site.siteId, contentFile: file, sources: parsed.data.jatsArticles });
    albumParts.push({ siteId: config.site.siteId, parts: parsed.data.albumParts });
  }
  report.articles = withArticles ? await seedSampleArticles(db, articles, logger, files) : 0;
  // Albums' figures and tables are the imported articles'.
  if (withArticles) for (const { siteId, parts } of albumParts) await linkAlbumParts(db, siteId, parts, logger);
  await db.insertInto('seed_state').values({ name: seedName }).execute();
  logger.info(`seeded sample content for ${report.sites.join(', ') || 'no sites'} (${report.articles} articles from JATS)`);
  return report;
}
