import { readdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * Where an `xlink:href` of an article's XML points inside the article's folder. A package file is named relative to
 * the XML; a name that is absolute, climbs out (`../`), uses backslashes or a URL scheme, or reaches outside through
 * a symbolic link is refused: an import must never copy a file from elsewhere on the machine into a public folder.
 */
export type HrefRefusal = { href: string; reason: string };

/** Extensions browsers show, most widely supported first; TIFF is what publishers send for print. */
export const webImageExtensions = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg'];
export const printImageExtensions = ['.tif', '.tiff'];

/** A web address or identifier, not a file of the package: nothing to look for on disk. */
export const isRemoteHref = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) && !/^[a-z]:[\\/]/i.test(href);

/** The reason a package href may not be looked up, or null when it is a plain relative path. */
export function hrefRefusal(href: string): string | null {
  if (href.trim() === '') return 'empty';
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(href)) return 'holds control characters';
  if (href.includes('\\')) return 'uses backslashes';
  if (isAbsolute(href) || /^[a-z]:/i.test(href) || href.startsWith('~')) return 'is an absolute path';
  if (href.split('/').includes('..')) return 'climbs out of the article folder';
  return null;
}

/** A folder's names as listed, and the first of them for each lower-case form. */
export type FolderListing = { names: Set<string>; byLowerCase: Map<string, string> };

function listFolder(folder: string): FolderListing {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    names = [];
  }
  const byLowerCase = new Map<string, string>();
  for (const name of names) {
    const lower = name.toLowerCase();
    if (!byLowerCase.has(lower)) byLowerCase.set(lower, name);
  }
  return { names: new Set(names), byLowerCase };
}

/**
 * The file an href names inside `folder`, or null when there is none. Names match exactly, else whatever their
 * letter case (packages made on Windows or macOS say `Fig1.PNG` for `fig1.png`). Throws when the file found is
 * not inside the folder once symbolic links are followed. `listings` keeps folder listings between calls (an
 * article names dozens of files, each tried under several names, in a folder that may hold thousands).
 */
export function findInFolder(folder: string, href: string, listings = new Map<string, FolderListing>()): string | null {
  const target = resolve(folder, href);
  const parent = dirname(target);
  const wanted = target.slice(parent.length + 1);
  let listing = listings.get(parent);
  if (!listing) {
    listing = listFolder(parent);
    listings.set(parent, listing);
  }
  const name = listing.names.has(wanted) ? wanted : listing.byLowerCase.get(wanted.toLowerCase());
  if (!name) return null;
  const path = join(parent, name);
  try {
    if (!statSync(path).isFile()) return null;
  } catch {
    return null;
  }
  if (!isInside(realpathSync(folder), realpathSync(path))) throw new Error('reaches outside the article folder through a link');
  return path;
}

function isInside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}

/**
 * The names to try for an image href, as the screen image and the print one. A name without a known image
 * extension (`fig1`, `elife-04490-fig1-v1`) is tried as it is, then with each extension in turn; a TIFF is only ever the print image, and its
 * web twin (`fig1.tif` → `fig1.png` …) is looked for beside it.
 */
export function imageCandidates(href: string): { web: string[]; print: string[] } {
  const extension = extname(href).toLowerCase();
  if (webImageExtensions.includes(extension)) return { web: [href], print: [] };
  if (printImageExtensions.includes(extension)) {
    const base = href.slice(0, -extension.length);
    return { web: webImageExtensions.map((ext) => base + ext), print: [href] };
  }
  return { web: [href, ...webImageExtensions.map((ext) => href + ext)], print: printImageExtensions.map((ext) => href + ext) };
}
