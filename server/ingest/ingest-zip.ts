import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { PlacementInput } from '../../schemas/ingest/placement.ts';
import type { Database } from '../db/tables.ts';
import type { FileStore } from '../files/file-store.ts';
import { prepareJatsFile, type IngestedArticle, type IngestOptions, type JatsFile, type PreparedArticle } from './ingest-file.ts';
import { zipLimits, type ZipLimits } from './package/extract-zip.ts';
import { readPackage, type PackageXml } from './package/read-package.ts';
import { readInParseThreads, startParseThreads } from './parse/shared-parse-pool.ts';
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
 *
 * Every XML file is read at once, and each article is stored as soon as it and those before it are read, so storing
 * runs beside the reading of the rest. The refusal is the one checking them all in turn would give: the first entry
 * that cannot be read, else two with one DOI, else the first whose files are refused, else the first not stored.
 */
export async function ingestZip(db: Kysely<Database>, siteId: number, zipPath: string, options: ZipIngestOptions): Promise<IngestedArticle[]> {
  const { limits = zipLimits, files: fileStore, read = readInParseThreads, ...storeOptions } = options;
  // The threads load while the zip is unpacked.
  if (read === readInParseThreads) startParseThreads();
  const unpacked = join(fileStore.newStagingFolder(), 'package');
  const prepared: PreparedArticle[] = [];
  const prepare = (file: JatsFile) => prepareJatsFile(file, { ...storeOptions, existingDoi: storeOptions.existingDoi ?? 'refuse', files: fileStore, strictFiles: true });
  try {
    const entries = await readPackage(zipPath, unpacked, limits, read);
    const byDoi = new Map<string, string>();
    const stored = await inTransaction(db, async (trx) => {
      const done: IngestedArticle[] = [];
      for (const [index, { name, reading }] of entries.entries()) {
        const file = await reading.catch((error: unknown) => {
          throw new EntryFailure('read', index, error);
        });
        const other = sharedDoiWith(byDoi, file, name);
        if (other) throw new EntryFailure('doi', index, other);
        try {
          prepared.push(prepare(file));
        } catch (error) {
          throw new EntryFailure('stage', index, error);
        }
        done.push(
          await prepared.at(-1)!.store(trx, siteId).catch((error: unknown) => {
            throw new EntryFailure('store', index, error);
          }),
        );
      }
      return done;
    }).catch(async (error: unknown) => {
      throw error instanceof EntryFailure ? await refusalOf(error, { entries, byDoi, prepare, prepared }) : error;
    });
    // Inside a caller's transaction the old files stay: they go when the caller's pruning or the next import runs.
    if (!db.isTransaction) for (const [index, article] of stored.entries()) await prepared[index]!.settle(article.id);
    return stored;
  } finally {
    for (const article of prepared) article.discard();
    rmSync(join(unpacked, '..'), { recursive: true, force: true });
  }
}

/** The entry that stopped a package's import, and at which step: read, its DOI checked, its files staged, stored. */
class EntryFailure extends Error {
  constructor(
    readonly step: 'read' | 'doi' | 'stage' | 'store',
    readonly index: number,
    readonly error: unknown,
  ) {
    super(`package entry ${index} failed at ${step}`);
  }
}

const inEntry = (name: string, error: unknown) => (error instanceof RejectedInput ? new RejectedInput(`package entry "${name}": ${error.message}`) : error);

/** The refusal when another entry of the package has this one's DOI (the map keeps those seen so far). */
function sharedDoiWith(byDoi: Map<string, string>, { content }: JatsFile, name: string): RejectedInput | null {
  if (!content.doi) return null;
  const key = content.doi.toLowerCase();
  const other = byDoi.get(key);
  if (other) return new RejectedInput(`package entries "${other}" and "${name}" have the same DOI ${content.doi}: one article per DOI`);
  byDoi.set(key, name);
  return null;
}

/**
 * Why a package is refused, as reading every entry, then checking their DOIs, then staging their files, then storing
 * them in turn would say: a failure at one step is the package's only when no entry fails an earlier step. The
 * entries the pipeline had not reached yet are read (and their files staged) for that.
 */
async function refusalOf(
  failure: EntryFailure,
  { entries, byDoi, prepare, prepared }: { entries: PackageXml[]; byDoi: Map<string, string>; prepare: (file: JatsFile) => PreparedArticle; prepared: PreparedArticle[] },
): Promise<unknown> {
  const failed = entries[failure.index]!.name;
  if (failure.step === 'read') return inEntry(failed, failure.error);
  const rest = entries.slice(failure.index + 1);
  const files: JatsFile[] = [];
  for (const { name, reading } of rest) {
    try {
      files.push(await reading);
    } catch (error) {
      return inEntry(name, error);
    }
  }
  if (failure.step === 'doi') return failure.error;
  for (const [offset, file] of files.entries()) {
    const other = sharedDoiWith(byDoi, file, rest[offset]!.name);
    if (other) return other;
  }
  if (failure.step === 'store') {
    for (const [offset, file] of files.entries()) {
      try {
        prepared.push(prepare(file));
      } catch (error) {
        return inEntry(rest[offset]!.name, error);
      }
    }
  }
  return inEntry(failed, failure.error);
}
