import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { articleFilesDir } from '../../files/files-dir.ts';
import type { StagedPackage } from '../package/stage-package.ts';

/**
 * Inside the article's transaction: replaces its package-file rows and moves the staged files into its folder, last,
 * so that a failed move rolls the whole import back. The names carry their content's hash, so a file already in
 * place under the same name is the same file, and the files an earlier import's rows name stay until commit.
 */
export async function placePackage(trx: Kysely<Database>, articleId: number, staged: StagedPackage, filesDir: string): Promise<void> {
  await trx.deleteFrom('article_asset').where('article_id', '=', articleId).execute();
  // One row a statement: the same text each time, compiled once (a statement of every length would be compiled anew).
  for (const file of staged.files) {
    await trx
      .insertInto('article_asset')
      .values({
        article_id: articleId,
        href: file.href,
        role: file.role,
        stored_name: file.storedName,
        media_type: file.mediaType,
        byte_size: file.byteSize,
        width: file.width,
        height: file.height,
        dpi: file.dpi,
      })
      .execute();
  }
  if (staged.files.length === 0) return;
  const folder = articleFilesDir(filesDir, articleId);
  mkdirSync(folder, { recursive: true });
  for (const name of new Set(staged.files.map((file) => file.storedName))) renameSync(join(staged.stagingDir, name), join(folder, name));
}

/** After commit: removes the files of an article's folder that its rows no longer name (an earlier import's). */
export function pruneArticleFiles(filesDir: string, articleId: number, keep: Set<string>): void {
  const folder = articleFilesDir(filesDir, articleId);
  if (keep.size === 0) {
    rmSync(folder, { recursive: true, force: true });
    return;
  }
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) if (!keep.has(name)) rmSync(join(folder, name), { force: true, recursive: true });
}
