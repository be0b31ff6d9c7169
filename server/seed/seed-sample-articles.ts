import { dirname, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { SeedJatsSource } from '../../schemas/content/seed-content.ts';
import type { PlacementInput } from '../../schemas/ingest/placement.ts';
import type { Database } from '../db/tables.ts';
import type { FileStore } from '../files/file-store.ts';
import { readJatsDocument, storeJatsFile, type JatsFile } from '../ingest/ingest-file.ts';
import { xmlFilesIn } from '../ingest/xml-files.ts';

type Logger = { warn: (message: string) => void };

/** JATS articles a site's sample content names, with the file that names them. */
export type SampleArticles = { sld: string; siteId: number; contentFile: string; sources: SeedJatsSource[] };

/**
 * Where a sample source's articles go. Issues are never created: the sample journals' issue lists show the sample
 * issues only, whatever volumes and numbers the fixtures were printed in.
 */
export function seedPlacement(source: SeedJatsSource): PlacementInput {
  if ('issueId' in source && source.issueId !== undefined) return { issue: { id: source.issueId } };
  if ('stage' in source && source.stage !== undefined) return { stage: source.stage };
  return { issueless: 'publish' };
}

/**
 * Imports the sample sites' JATS articles, each in its own transaction, once every site's own content is in (so
 * the ids they are given follow every seeded id). A file that fails is reported and skipped. A file several sites
 * name is read once (this runs on every first start). With `files`, the package files beside each XML (figure
 * images, PDF …) are imported with it. Returns how many articles were imported.
 */
export async function seedSampleArticles(db: Kysely<Database>, sites: SampleArticles[], logger: Logger, files?: FileStore): Promise<number> {
  const read = new Map<string, JatsFile>();
  let imported = 0;
  for (const { sld, siteId, contentFile, sources } of sites) {
    for (const source of sources) {
      const placement = seedPlacement(source);
      for (const file of xmlFilesIn([resolve(dirname(contentFile), source.path)])) {
        try {
          const jats = read.get(file) ?? readJatsDocument(file);
          read.set(file, jats);
          await storeJatsFile(db, siteId, jats, { files, placement });
          imported += 1;
        } catch (error) {
          logger.warn(`seed: ${sld}: ${file}: ${error instanceof Error ? error.message : String(error)}; skipped`);
        }
      }
    }
  }
  return imported;
}
