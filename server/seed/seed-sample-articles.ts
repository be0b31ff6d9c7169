import { dirname, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { ArticleContent } from '../../schemas/content/article-content.ts';
import type { Database } from '../db/tables.ts';
import { readJatsFile } from '../ingest/ingest-file.ts';
import { storeArticle } from '../ingest/storage/store-article.ts';
import { xmlFilesIn } from '../ingest/xml-files.ts';

type Logger = { warn: (message: string) => void };

/** JATS articles a site's sample content names, with the file that names them. */
export type SampleArticles = { sld: string; siteId: number; contentFile: string; paths: string[] };

/**
 * Imports the sample sites' JATS articles, each in its own transaction, once every site's own content is in (so
 * the ids they are given follow every seeded id). A file that fails is reported and skipped. A file several sites
 * name is read once (this runs on every first start). Returns how many articles were imported.
 */
export async function seedSampleArticles(db: Kysely<Database>, sources: SampleArticles[], logger: Logger): Promise<number> {
  const read = new Map<string, ArticleContent>();
  let imported = 0;
  for (const { sld, siteId, contentFile, paths } of sources) {
    const files = xmlFilesIn(paths.map((path) => resolve(dirname(contentFile), path)));
    for (const file of files) {
      try {
        const content = read.get(file) ?? readJatsFile(file);
        read.set(file, content);
        await storeArticle(db, siteId, content);
        imported += 1;
      } catch (error) {
        logger.warn(`seed: ${sld}: ${file}: ${error instanceof Error ? error.message : String(error)}; skipped`);
      }
    }
  }
  return imported;
}
