import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { PlacementInput } from '../../schemas/ingest/placement.ts';
import type { Database } from '../db/tables.ts';
import type { FileStore } from '../files/file-store.ts';
import { prepareJatsFile, type IngestedArticle, type IngestOptions, type JatsFile, type PreparedArticle } from './ingest-file.ts';
import { extractZip, zipLimits, type ZipLimits } from './package/extract-zip.ts';
import { readInParseThreads } from './parse/shared-parse-pool.ts';
import { RejectedInput } from './rejected-input.ts';
import { inTransaction } from './storage/in-transaction.ts';

export type ZipIngestOptions = Omit<IngestOptions, 'files' | 'strictFiles' | 'placement'> & {
  /** The file store: the zip is unpacked in a staging folder of it, and the articles' files land in it. */
  files: FileStore;
  placement: PlacementInput;
  limits?: ZipLimits;
  /**
   * How each XML file is read (what readJatsDocument answers; throws RejectedInput): by default in the process's
   * parsing threads, all of a package's files at once; `npm run ingest` passes its own threads'.
   */
  read?: (path: string) => Promise<JatsFile>;
};

/**
 * Imports a JATS package: a zip of one or more article XML files, each with its images, PDF and supplementary files
 * beside it (in the same folder of the zip). All of it lands, in one transaction, or nothing does: the zip is
 * refused (RejectedInput, saying why and naming the entry) for any unsafe entry (extract-zip.ts), an XML that is not
 * a JATS article, a file an XML names that is refused (a "PDF" that is not one, an image no browser shows), two
 * articles with one DOI, or an article that cannot be stored (placement, a DOI the site has: `existingDoi`, by
 * default `refuse` here). Files an XML names but the zip lacks are reported (`files.missing`), not refused.
 */
export async function ingestZip(db: Kysely<Database>, siteId: number, zipPath: string, options: ZipIngestOptions): Promise<IngestedArticle[]> {
  const { limits = zipLimits, files: fileStore, read = readInParseThreads, ...storeOptions } = options;
  const unpacked = join(fileStore.newStagingFolder(), 'package');
  const prepared: PreparedArticle[] = [];
  try {
    const { root, files } = await extractZip(zipPath, unpacked, limits);
    const xmlFiles = files.filter((name) => name.toLowerCase().endsWith('.xml')).sort();
    if (xmlFiles.length === 0) throw new RejectedInput('the package holds no XML file: a JATS package is a zip of the article XML with its images, PDF and supplementary files');
    const articles = await readEntries(root, xmlFiles, read);
    refuseSharedDois(articles, xmlFiles);
    for (const [index, file] of articles.entries()) {
      try {
        prepared.push(prepareJatsFile(file, { ...storeOptions, existingDoi: storeOptions.existingDoi ?? 'refuse', files: fileStore, strictFiles: true }));
      } catch (error) {
        throw error instanceof RejectedInput ? new RejectedInput(`package entry "${xmlFiles[index]}": ${error.message}`) : error;
      }
    }
    const stored = await inTransaction(db, async (trx) => {
      const done: IngestedArticle[] = [];
      for (const [index, article] of prepared.entries()) {
        try {
          done.push(await article.store(trx, siteId));
        } catch (error) {
          throw error instanceof RejectedInput ? new RejectedInput(`package entry "${xmlFiles[index]}": ${error.message}`) : error;
        }
      }
      return done;
    });
    // Inside a caller's transaction the old files stay: they go when the caller's pruning or the next import runs.
    if (!db.isTransaction) for (const [index, article] of stored.entries()) await prepared[index]!.settle(article.id);
    return stored;
  } finally {
    for (const article of prepared) article.discard();
    rmSync(join(unpacked, '..'), { recursive: true, force: true });
  }
}

/** The package's XML files, read all at once; the first in name order that cannot be read refuses the package. */
async function readEntries(root: string, names: string[], read: (path: string) => Promise<JatsFile>): Promise<JatsFile[]> {
  const reading = names.map((name) => read(join(root, ...name.split('/'))));
  // Those after a refused one are not waited for: their failures are not the package's message.
  for (const entry of reading) entry.catch(() => {});
  const files: JatsFile[] = [];
  for (const [index, entry] of reading.entries()) {
    try {
      files.push(await entry);
    } catch (error) {
      throw error instanceof RejectedInput ? new RejectedInput(`package entry "${names[index]}": ${error.message}`) : error;
    }
  }
  return files;
}

function refuseSharedDois(articles: JatsFile[], names: string[]): void {
  const byDoi = new Map<string, string>();
  for (const [index, { content }] of articles.entries()) {
    if (!content.doi) continue;
    const key = content.doi.toLowerCase();
    const other = byDoi.get(key);
    if (other) throw new RejectedInput(`package entries "${other}" and "${names[index]}" have the same DOI ${content.doi}: one article per DOI`);
    byDoi.set(key, names[index]!);
  }
}
