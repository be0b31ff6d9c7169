import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Env } from '../env.ts';
import { engineOfUrl } from '../db/database-engine.ts';
import { sqlitePathOf } from '../db/open-database.ts';

/**
 * The folder of imported package files: FILES_DIR, else `files/` beside the SQLite database (so a database and its
 * files travel together, and every test's temporary database gets its own), else — for an in-memory database — a
 * folder of this process under the system's temporary folder. On PostgreSQL: FILES_DIR, else `./data/files`.
 */
export function filesDirOf(env: Pick<Env, 'DATABASE_URL' | 'FILES_DIR'>): string {
  if (env.FILES_DIR) return resolve(env.FILES_DIR);
  if (engineOfUrl(env.DATABASE_URL) === 'postgres') return resolve('data/files');
  const database = sqlitePathOf(env.DATABASE_URL);
  return database === ':memory:' ? join(tmpdir(), `masthead-files-${process.pid}`) : join(dirname(database), 'files');
}

/** The folder of one article's files. */
export const articleFilesDir = (filesDir: string, articleId: number) => join(filesDir, String(articleId));

/** The address a stored file is served at (server/routes/file-routes.ts). */
export const articleFileUrl = (articleId: number, storedName: string) => `/rc-pub/files/${articleId}/${encodeURIComponent(storedName)}`;
