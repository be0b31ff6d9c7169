import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { ArticleContent } from '../../schemas/content/article-content.ts';
import type { Database } from '../db/tables.ts';
import { frontXmlOf } from './jats/front-xml.ts';
import { readJatsTree } from './jats/parse-jats.ts';
import type { HrefRefusal } from './package/package-href.ts';
import { stagePackage } from './package/stage-package.ts';
import { RejectedInput } from './rejected-input.ts';
import { placePackage, pruneArticleFiles } from './storage/place-package.ts';
import { storeArticle, type StoredArticle } from './storage/store-article.ts';
import { decodeXml } from './xml/decode-xml.ts';
import { parseXml } from './xml/xml-tree.ts';

/**
 * A JATS file read and parsed: its text (for what the content model does not keep), its content, and its `<front>` as
 * XML (kept for harvesters: server/oai/).
 */
export type JatsFile = { path: string; xml: string; content: ArticleContent; front: string | null };

/** Where package files go; without it an import stores the XML's content only and leaves earlier files as they are. */
export type PackageOptions = { filesDir?: string | undefined; maxFileBytes?: number };

/** What became of the files the XML names: how many were stored, which were refused and why, which are not there. */
export type PackageReport = { stored: number; refused: HrefRefusal[]; missing: string[] };
export type IngestedArticle = StoredArticle & { files: PackageReport };

/**
 * Imports one JATS file into a site, with the package files beside it (figure images, PDF, supplementary files)
 * when `filesDir` is given. Throws RejectedInput (nothing written) when the file cannot be read, is not well-formed,
 * is not a JATS article or does not fit the content model.
 */
export async function ingestFile(db: Kysely<Database>, siteId: number, path: string, options: PackageOptions = {}): Promise<IngestedArticle> {
  return storeJatsFile(db, siteId, readJatsDocument(path), options);
}

/**
 * Stores a read JATS file. The package files are staged first and moved into place inside the article's
 * transaction; a failure anywhere leaves the article (and its files) as they were.
 */
export async function storeJatsFile(db: Kysely<Database>, siteId: number, file: JatsFile, { filesDir, maxFileBytes }: PackageOptions = {}): Promise<IngestedArticle> {
  if (!filesDir) return { ...(await storeArticle(db, siteId, file.content, { jatsFront: file.front })), files: { stored: 0, refused: [], missing: [] } };
  const staged = stagePackage(file.path, file.xml, file.content, filesDir, maxFileBytes);
  try {
    const stored = await storeArticle(db, siteId, file.content, { jatsFront: file.front, inTransaction: (trx, id) => placePackage(trx, id, staged, filesDir) });
    pruneArticleFiles(filesDir, stored.id, new Set(staged.files.map((entry) => entry.storedName)));
    return { ...stored, files: { stored: staged.files.length, refused: staged.refused, missing: staged.missing } };
  } finally {
    staged.discard();
  }
}

/** The content of a JATS file; throws RejectedInput saying why it cannot be read as one. */
export function readJatsFile(path: string): ArticleContent {
  return readJatsDocument(path).content;
}

/** A JATS file's text and content; throws RejectedInput saying why it cannot be read as one. */
export function readJatsDocument(path: string): JatsFile {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new RejectedInput(code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder' : `cannot be read (${code ?? String(error)})`);
  }
  const xml = decodeXml(bytes);
  const root = parseXml(xml);
  return { path, xml, content: readJatsTree(root), front: frontXmlOf(root) };
}
