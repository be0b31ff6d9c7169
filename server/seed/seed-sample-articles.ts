import { dirname, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { readJatsDocument, storeJatsFile, type JatsFile } from '../ingest/ingest-file.ts';
import { xmlFilesIn } from '../ingest/xml-files.ts';

type Logger = { warn: (message: string) => void };

/** JATS articles a site's sample content names, with the file that names them. */
export type SampleArticles = { sld: string; siteId: number; contentFile: string; paths: string[] };

/**
 * Imports the sample sites' JATS articles, each in its own transaction, once every site's own content is in (so
 * the ids they are given follow every seeded id). A file that fails is reported and skipped. A file several sites
 * name is read once (this runs on every first start). With `filesDir`, the package files beside each XML (figure
 * images, PDF …) are imported with it. Returns how many articles were imported.
 */
export async function seedSampleArticles(db: Kysely<Database>, sources: SampleArticles[], logger: Logger, filesDir?: string): Promise<number> {
  const read = new Map<string, JatsFile>();
  let imported = 0;
  for (const { sld, siteId, contentFile, paths } of sources) {
    const files = xmlFilesIn(paths.map((path) => resolve(dirname(contentFile), path)));
    for (const file of files) {
      try {
        const jats = read.get(file) ?? readJatsDocument(file);
        read.set(file, jats);
        await storeJatsFile(db, siteId, jats, { filesDir });
        imported += 1;
      } catch (error) {
        logger.warn(`seed: ${sld}: ${file}: ${error instanceof Error ? error.message : String(error)}; skipped`);
      }
    }
  }
  return imported;
}
