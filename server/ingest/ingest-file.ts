import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { ArticleContent } from '../../schemas/content/article-content.ts';
import type { Database } from '../db/tables.ts';
import { parseJats } from './jats/parse-jats.ts';
import { RejectedInput } from './rejected-input.ts';
import { storeArticle, type StoredArticle } from './storage/store-article.ts';

/**
 * Imports one JATS file into a site. Throws RejectedInput (nothing written) when the file cannot be read, is not
 * well-formed, is not a JATS article or does not fit the content model.
 */
export async function ingestFile(db: Kysely<Database>, siteId: number, path: string): Promise<StoredArticle> {
  return storeArticle(db, siteId, readJatsFile(path));
}

/** The content of a JATS file; throws RejectedInput saying why it cannot be read as one. */
export function readJatsFile(path: string): ArticleContent {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new RejectedInput(code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder' : `cannot be read (${code ?? String(error)})`);
  }
  return parseJats(bytes);
}
