import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { FileStore } from '../../files/file-store.ts';
import { articleFileKey, articleFolderKey } from '../../files/files-dir.ts';
import type { StagedPackage } from '../package/stage-package.ts';

/**
 * Inside the article's transaction: replaces its package-file rows and moves the staged files into its folder, last,
 * so that a failed move rolls the whole import back. The names carry their content's hash, so a file already in
 * place under the same name is the same file, and the files an earlier import's rows name stay until commit.
 */
export async function placePackage(trx: Kysely<Database>, articleId: number, staged: StagedPackage, files: FileStore): Promise<void> {
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
  for (const name of new Set(staged.files.map((file) => file.storedName))) await files.putFile(articleFileKey(articleId, name), join(staged.stagingDir, name));
}

/** After commit: removes the files of an article's folder that its rows no longer name (an earlier import's). */
export async function pruneArticleFiles(files: FileStore, articleId: number, keep: Set<string>): Promise<void> {
  if (keep.size === 0) return files.deleteFolder(articleFolderKey(articleId));
  for (const name of await files.list(articleFolderKey(articleId))) if (!keep.has(name)) await files.delete(articleFileKey(articleId, name));
}
