import type { Readable } from 'node:stream';

/**
 * Where the deployment's files are kept: imported articles' package files (`<articleId>/<storedName>`), pictures
 * uploaded in the studio (`site-images/<sld>/<name>`) and members' pictures (`members/<memberId>/<name>`). Callers
 * name a file by its key, never by a path, so the files may live in a local folder (LocalFolderFileStore), a folder
 * every machine shares, or — later — an object store.
 *
 * A key is folder names and a file name joined by "/"; each part is letters, digits, `_`, `-` and `.`, and does not
 * begin with a dot (so no `..`, no hidden or partial file). Every method refuses another key (InvalidFileKey).
 */
export interface FileStore {
  /** Writes a file whole: a reader, in this process or on another machine, sees the old file or the new one, never half. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Moves a finished file from a staging folder of this store (`newStagingFolder`) to `key`, as `put` would write it;
   * the staged file is gone after. Fails (leaving `key` as it was) when something else is in the way.
   */
  putFile(key: string, stagedPath: string): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** The file's size and a stream of its bytes, or undefined when there is none. */
  open(key: string): Promise<{ size: number; stream: Readable } | undefined>;
  /** The names of the files directly in a folder (not its folders); none when the folder is not there. */
  list(folder: string): Promise<string[]>;
  /** Removes a file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Removes a folder and everything in it; nothing happens when there is none. */
  deleteFolder(folder: string): Promise<void>;
  /**
   * A new private folder on this machine's disk (not yet created) where an import unpacks and stages its files before
   * `putFile` puts them in place. Staging folders are not files of the store: no key names them.
   */
  newStagingFolder(): string;
  /**
   * Removes the staging folders interrupted imports left (each import removes its own, unless its process died);
   * a folder touched in the last `olderThanMs` is left, since another process may be importing. Answers how many went.
   */
  cleanStaging(options?: { olderThanMs?: number; now?: number }): number;
}

/** A key no store accepts (see FileStore). */
export class InvalidFileKey extends Error {
  constructor(key: string) {
    super(`not a file key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidFileKey';
  }
}

/**
 * The store cannot be reached or cannot do what was asked (a shared folder gone, a disk full, something in a file's
 * way): a request answers 503 with a plain message (server/http/error-handlers.ts), and the cause is logged.
 */
export class FileStoreUnavailable extends Error {
  constructor(operation: string, key: string, cause: unknown) {
    super(`the file store could not ${operation} ${JSON.stringify(key)}: ${(cause as NodeJS.ErrnoException | undefined)?.code ?? String(cause)}`, { cause });
    this.name = 'FileStoreUnavailable';
  }
}

const keyPart = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/;

/** Whether a name may be a part of a key (a file name in a folder). */
export const isKeyPart = (name: string) => keyPart.test(name);

/** The key's parts, or InvalidFileKey. */
export function keyParts(key: string): string[] {
  const parts = key.split('/');
  if (key.length > 1024 || !parts.every((part) => keyPart.test(part))) throw new InvalidFileKey(key);
  return parts;
}

/** A key from its parts (an article id, a stored name …), each checked as `keyParts` checks them. */
export function fileKey(...parts: (string | number)[]): string {
  const key = parts.map(String).join('/');
  keyParts(key);
  return key;
}
