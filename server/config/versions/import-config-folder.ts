import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { folderDocuments } from '../config-documents.ts';
import { currentDocuments, publishVersion } from './config-versions.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What an import changed: parts published anew, parts removed. */
export type FolderImport = { published: string[]; removed: string[] };

/**
 * Brings file edits into the database as versions (issue 20: "in development a file edit still applies live, as a
 * new version authored file"). A file is imported when its bytes differ from what was last read from it — so a part
 * edited in the studio is never overwritten by a file nobody touched — or when it holds a part the database lacks;
 * a file that was read before and is now gone removes its part. An empty database takes the whole folder (author `import`). A missing folder changes
 * nothing: the database is then the only copy. A file too large to read is left to the folder's own diagnostics.
 */
export async function importConfigFolder(db: Kysely<Database>, configDir: string): Promise<FolderImport> {
  if (!existsSync(configDir)) return { published: [], removed: [] };
  const { texts } = folderDocuments(configDir);
  return db.transaction().execute(async (trx) => {
    const current = await currentDocuments(trx);
    const seen = new Map((await trx.selectFrom('config_file_seen').selectAll().execute()).map((row) => [row.document, row.sha256]));
    const firstImport = current.size === 0 && seen.size === 0;
    const author = firstImport ? 'import' : 'file';
    const changes: FolderImport = { published: [], removed: [] };

    for (const [document, text] of texts) {
      if (text.kind !== 'text') continue;
      const hash = sha256(text.text);
      const seenBefore = seen.get(document);
      if (seenBefore === hash) continue;
      // A file read for the first time adds a part the database lacks; one the database has (a studio's, an
      // import's) stays as it is: only an edit of a file read before is news.
      const edited = seenBefore !== undefined || !current.has(document);
      if (edited && current.get(document) !== text.text) {
        await publishVersion(trx, { document, body: text.text, author, message: firstImport ? `imported from ${configDir}` : 'file edited' });
        changes.published.push(document);
      }
      await trx.insertInto('config_file_seen').values({ document, sha256: hash }).onConflict((oc) => oc.column('document').doUpdateSet({ sha256: hash })).execute();
    }
    for (const document of seen.keys()) {
      if (texts.has(document)) continue;
      if (current.has(document)) {
        await publishVersion(trx, { document, body: null, author: 'file', message: 'file removed' });
        changes.removed.push(document);
      }
      await trx.deleteFrom('config_file_seen').where('document', '=', document).execute();
    }
    return changes;
  });
}
