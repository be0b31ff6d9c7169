import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files to import for the paths given: a file as it is, a folder's `.xml` files (not its subfolders) by name.
 * A path that does not exist is kept, so that it is reported like any other file that cannot be imported.
 */
export function xmlFilesIn(paths: string[]): string[] {
  return paths.flatMap((path) => {
    if (!isFolder(path)) return [path];
    return readdirSync(path)
      .filter((name) => name.toLowerCase().endsWith('.xml'))
      .sort()
      .map((name) => join(path, name));
  });
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
