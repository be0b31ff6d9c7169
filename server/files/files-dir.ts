import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Env } from '../env.ts';
import { engineOfUrl } from '../db/database-engine.ts';
import { sqlitePathOf } from '../db/open-database.ts';
import { fileKey, type FileStore } from './file-store.ts';
import { LocalFolderFileStore } from './local-folder-file-store.ts';

/**
 * The files folder (article package files, studio and member pictures): FILES_DIR, else `files/` beside the SQLite
 * database (so a database and its files travel together, and every test's temporary database gets its own), else —
 * for an in-memory database — a folder of this process under the system's temporary folder; on PostgreSQL
 * `data/files` under the working folder.
 */
export function filesDirOf(env: Pick<Env, 'DATABASE_URL' | 'FILES_DIR'>): string {
  if (env.FILES_DIR) return resolve(env.FILES_DIR);
  // A PostgreSQL database has no folder of its own to keep its files beside.
  if (engineOfUrl(env.DATABASE_URL) === 'postgres') return resolve('data', 'files');
  const database = sqlitePathOf(env.DATABASE_URL);
  return database === ':memory:' ? join(tmpdir(), `masthead-files-${process.pid}`) : join(dirname(database), 'files');
}

/** The deployment's file store: today always the files folder (server/files/local-folder-file-store.ts). */
export const fileStoreOf = (env: Pick<Env, 'DATABASE_URL' | 'FILES_DIR'>): FileStore => new LocalFolderFileStore(filesDirOf(env));

/** The folder (key) of one article's package files, and the key of one of them. */
export const articleFolderKey = (articleId: number) => fileKey(articleId);
export const articleFileKey = (articleId: number, storedName: string) => fileKey(articleId, storedName);

/** The address a stored file is served at (server/routes/file-routes.ts). */
export const articleFileUrl = (articleId: number, storedName: string) => `/rc-pub/files/${articleId}/${encodeURIComponent(storedName)}`;
