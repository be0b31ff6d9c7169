import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files to import for the paths given: a file as it is, a folder's `.xml` files (and `.zip` packages, when
 * asked) — not its subfolders — by name. A path that does not exist is kept, so that it is reported like any other
 * file that cannot be imported.
 */
/** A zip package of articles (by its name), as against an article's XML file. */
export const isPackagePath = (path: string) => path.toLowerCase().endsWith('.zip');

export function xmlFilesIn(paths: string[], { packages = false } = {}): string[] {
  const wanted = (name: string) => name.toLowerCase().endsWith('.xml') || (packages && isPackagePath(name));
  return paths.flatMap((path) => {
    if (!isFolder(path)) return [path];
    return readdirSync(path)
      .filter(wanted)
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
