import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStoreUnavailable, isKeyPart, keyParts, type FileStore } from './file-store.ts';

/** Errors that mean "no such file" (a missing folder on the way, or a folder where the file would be). */
const absent = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isAbsent = (error: unknown) => absent.has((error as NodeJS.ErrnoException).code ?? '');

/**
 * The files in a folder of this machine's disk (FILES_DIR, by default `files/` beside the SQLite database), a key's
 * parts its folders: `<root>/12/fig1-0123abcd.png`. With several machines the folder must be one they all share (NFS
 * or the like, docs/deploy.md): every write goes to a partial file beside its target and is renamed over it, so a
 * reader anywhere sees a whole file or none. Staging folders are `<root>/.staging/<random>/`, on the same file system,
 * so putting a staged file in place is a rename.
 */
export class LocalFolderFileStore implements FileStore {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return join(this.root, ...keyParts(key));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    const partial = partialPathFor(target);
    try {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(partial, bytes, { flush: true });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true }).catch(() => {});
      throw new FileStoreUnavailable('write', key, error);
    }
  }

  async putFile(key: string, stagedPath: string): Promise<void> {
    const target = this.pathOf(key);
    try {
      await mkdir(dirname(target), { recursive: true });
      await rename(stagedPath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw new FileStoreUnavailable('write', key, error);
      // The staged file is on another file system (a staging folder elsewhere): copied beside the target, then renamed.
      const partial = partialPathFor(target);
      try {
        await copyFile(stagedPath, partial);
        await rename(partial, target);
        await rm(stagedPath, { force: true });
      } catch (copyError) {
        await rm(partial, { force: true }).catch(() => {});
        throw new FileStoreUnavailable('write', key, copyError);
      }
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const path = this.pathOf(key);
    try {
      return await readFile(path);
    } catch (error) {
      if (isAbsent(error)) return undefined;
      throw new FileStoreUnavailable('read', key, error);
    }
  }

  async open(key: string): Promise<{ size: number; stream: Readable } | undefined> {
    const path = this.pathOf(key);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isAbsent(error)) return undefined;
      throw new FileStoreUnavailable('read', key, error);
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      // The stream closes the handle when it ends or is destroyed.
      return { size: stats.size, stream: handle.createReadStream() };
    } catch (error) {
      await handle.close().catch(() => {});
      throw new FileStoreUnavailable('read', key, error);
    }
  }

  async list(folder: string): Promise<string[]> {
    const path = this.pathOf(folder);
    try {
      const entries = await readdir(path, { withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && isKeyPart(entry.name))
        .map((entry) => entry.name)
        .sort();
    } catch (error) {
      if (isAbsent(error)) return [];
      throw new FileStoreUnavailable('list', folder, error);
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    try {
      await rm(path, { force: true });
    } catch (error) {
      throw new FileStoreUnavailable('delete', key, error);
    }
  }

  async deleteFolder(folder: string): Promise<void> {
    const path = this.pathOf(folder);
    try {
      await rm(path, { recursive: true, force: true });
    } catch (error) {
      throw new FileStoreUnavailable('delete', folder, error);
    }
  }

  newStagingFolder(): string {
    return join(this.root, '.staging', randomUUID());
  }

  cleanStaging({ olderThanMs = 10 * 60_000, now = Date.now() }: { olderThanMs?: number; now?: number } = {}): number {
    const staging = join(this.root, '.staging');
    let entries: string[];
    try {
      entries = readdirSync(staging);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of entries) {
      const path = join(staging, name);
      try {
        if (now - statSync(path).mtimeMs < olderThanMs) continue;
        rmSync(path, { recursive: true, force: true });
        removed += 1;
      } catch {
        // Gone already (another process cleaned it): nothing to do.
      }
    }
    return removed;
  }
}

/** A hidden name beside the target, unique to this write (no key names it, and `list` does not show it). */
const partialPathFor = (target: string) => join(dirname(target), `.${basename(target)}.${process.pid}.${randomUUID().slice(0, 8)}.part`);
