import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A zip package of articles (by its name), as against an article's XML file. */
export const isPackagePath = (path: string) => path.toLowerCase().endsWith('.zip');

/** An article's XML file (by its name): on its own, in a folder, or in a package. */
export const isXmlPath = (path: string) => path.toLowerCase().endsWith('.xml');

/**
 * The files to import for the paths given: a file as it is, a folder's `.xml` files (and `.zip` packages, when
 * asked) — not its subfolders — by name. A path that does not exist is kept, so that it is reported like any other
 * file that cannot be imported.
 */
export function xmlFilesIn(paths: string[], { packages = false } = {}): string[] {
  const wanted = (name: string) => isXmlPath(name) || (packages && isPackagePath(name));
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
