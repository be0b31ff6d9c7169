import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import type { FileStore } from '../files/file-store.ts';
import type { HrefRefusal } from './package/package-href.ts';
import { stagePackage, type StagedPackage } from './package/stage-package.ts';
import { RejectedInput } from './rejected-input.ts';
import { placePackage, pruneArticleFiles } from './storage/place-package.ts';
import { readJatsDocument, type JatsFile } from './read-jats.ts';
import { storeArticle, type StoreOptions, type StoredArticle } from './storage/store-article.ts';

export { readJatsBytes, readJatsDocument, readJatsFile, type JatsFile } from './read-jats.ts';

/** Where package files go; without it an import stores the XML's content only and leaves earlier files as they are. */
export type PackageOptions = {
  files?: FileStore | undefined;
  maxFileBytes?: number | undefined;
  /** Refuse the article when a file its XML names is refused (not a PDF, not an image …): what an upload wants. */
  strictFiles?: boolean | undefined;
};
/** Everything an import may be told: where its files go, and how it is stored (placement, existing DOI, draft). */
export type IngestOptions = PackageOptions & Omit<StoreOptions, 'inTransaction' | 'jatsFront'>;

/** What became of the files the XML names: how many were stored, which were refused and why, which are not there. */
export type PackageReport = { stored: number; refused: HrefRefusal[]; missing: string[] };
export type IngestedArticle = StoredArticle & { files: PackageReport };

/**
 * One article ready to store: its package files staged. `store` writes it in the caller's transaction; after that
 * commits, `settle` removes the files an earlier import had that this one does not; `discard` (always, last)
 * removes the staging folder.
 */
export type PreparedArticle = {
  file: JatsFile;
  store: (trx: Kysely<Database>, siteId: number) => Promise<IngestedArticle>;
  settle: (articleId: number) => Promise<void>;
  discard: () => void;
};

/**
 * Imports one JATS file into a site, with the package files beside it (figure images, PDF, supplementary files)
 * when `files` is given. Throws RejectedInput (nothing written) when the file cannot be read, is not well-formed,
 * is not a JATS article, does not fit the content model, or cannot be placed.
 */
export async function ingestFile(db: Kysely<Database>, siteId: number, path: string, options: IngestOptions = {}): Promise<IngestedArticle> {
  return storeJatsFile(db, siteId, readJatsDocument(path), options);
}

/**
 * Stores a read JATS file in a transaction of its own. The package files are staged first and moved into place
 * inside the article's transaction; a failure anywhere leaves the article (and its files) as they were.
 */
export async function storeJatsFile(db: Kysely<Database>, siteId: number, file: JatsFile, options: IngestOptions = {}): Promise<IngestedArticle> {
  const prepared = prepareJatsFile(file, options);
  try {
    const stored = await db.transaction().execute((trx) => prepared.store(trx, siteId));
    await prepared.settle(stored.id);
    return stored;
  } finally {
    prepared.discard();
  }
}

/** Stages a read JATS file's package files (see PreparedArticle); throws RejectedInput when `strictFiles` refuses one. */
export function prepareJatsFile(file: JatsFile, { files: fileStore, maxFileBytes, strictFiles, ...storeOptions }: IngestOptions = {}): PreparedArticle {
  const staged: StagedPackage | null = fileStore ? stagePackage(file.path, file.xml, file.content, fileStore, maxFileBytes, file.packageNames) : null;
  if (staged && strictFiles && staged.refused.length > 0) {
    staged.discard();
    throw new RejectedInput(`files the XML names were refused: ${staged.refused.map(({ href, reason }) => `"${href}" ${reason}`).join('; ')}`);
  }
  const files: PackageReport = staged ? { stored: staged.files.length, refused: staged.refused, missing: staged.missing } : { stored: 0, refused: [], missing: [] };
  return {
    file,
    store: async (trx, siteId) => {
      const stored = await storeArticle(trx, siteId, file.content, {
        ...storeOptions,
        jatsFront: file.front,
        contentJson: file.json,
        searchTerms: file.searchTerms,
        inTransaction: staged && fileStore ? (inner, id) => placePackage(inner, id, staged, fileStore) : undefined,
      });
      return { ...stored, files };
    },
    settle: async (articleId) => {
      if (staged && fileStore) await pruneArticleFiles(fileStore, articleId, new Set(staged.files.map((entry) => entry.storedName)));
    },
    discard: () => staged?.discard(),
  };
}
