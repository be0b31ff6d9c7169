import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import type { FileStore } from '../../files/file-store.ts';
import { describeFile, isWebImage } from './media-type.ts';
import { findInFolder, hrefRefusal, imageCandidates, type FolderListing, type HrefRefusal } from './package-href.ts';
import { packageNamesOf, type PackageNames } from './package-references.ts';

/** The largest package file an import copies (a larger one is refused, the article imported without it). */
export const defaultMaxFileBytes = 64 * 1024 * 1024;

/** What a package file is to its article: the screen image of an href, its print TIFF, the article's PDF, a data file. */
export type ArticleAssetRole = 'graphic' | 'print' | 'pdf' | 'supplementary';

/** One file copied out of a package, waiting in the staging folder to be put in place with its article. */
export type StagedFile = {
  /** The name the XML uses (for a PDF found by its name: that name). */
  href: string;
  role: ArticleAssetRole;
  storedName: string;
  mediaType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  dpi: number | null;
};

/** The package files of one article, copied to a private staging folder; `discard` removes that folder. */
export type StagedPackage = {
  stagingDir: string;
  files: StagedFile[];
  refused: HrefRefusal[];
  /** Hrefs whose file is not in the folder (their figures show a placeholder). */
  missing: string[];
  discard: () => void;
};

/** Images are stored under the extension of what they are, whatever their name said. */
const extensionOf: Record<string, string> = { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/gif': '.gif', 'image/webp': '.webp', 'image/svg+xml': '.svg', 'image/tiff': '.tif', 'application/pdf': '.pdf' };

type Found = { path: string; bytes: Buffer; mediaType: string; width: number | null; height: number | null; dpi: number | null };

/**
 * Finds the files an article's XML names beside it (figure and formula images, their print TIFFs, supplementary and
 * media files, the article's PDF), checks each, and copies it to a staging folder of the file store under a name made
 * of its own and its content's hash (so a changed file gets a new address and the old one may be cached forever).
 * Nothing is written where readers look: storing the article moves the files into place.
 */
export function stagePackage(
  xmlPath: string,
  xml: string,
  content: ArticleContent,
  files: FileStore,
  maxFileBytes = defaultMaxFileBytes,
  /** What packageNamesOf answers for the XML, when a parsing thread has worked it out already. */
  names: PackageNames = packageNamesOf(xml, content),
): StagedPackage {
  const folder = dirname(xmlPath);
  const stagingDir = files.newStagingFolder();
  const staged: StagedPackage = { stagingDir, files: [], refused: [], missing: [], discard: () => rmSync(stagingDir, { recursive: true, force: true }) };

  /** The file a name finds in the folder, read and described; null when it is not there or is refused. */
  const listings = new Map<string, FolderListing>();
  const locate = (name: string): Found | null => {
    let path: string | null;
    try {
      path = findInFolder(folder, name, listings);
    } catch (error) {
      staged.refused.push({ href: name, reason: error instanceof Error ? error.message : String(error) });
      return null;
    }
    if (!path) return null;
    const size = statSync(path).size;
    if (size > maxFileBytes) {
      staged.refused.push({ href: name, reason: `is larger than ${maxFileBytes >= 1024 * 1024 ? `${Math.round(maxFileBytes / 1024 / 1024)} MB` : `${maxFileBytes} bytes`}` });
      return null;
    }
    const bytes = readFileSync(path);
    const { mediaType, image } = describeFile(path, bytes);
    return { path, bytes, mediaType, width: image?.width ?? null, height: image?.height ?? null, dpi: image?.dpi ?? null };
  };
  const safe = (href: string): boolean => {
    const refusal = hrefRefusal(href);
    if (refusal) staged.refused.push({ href, reason: refusal });
    return refusal === null;
  };
  const keep = (href: string, role: ArticleAssetRole, found: Found) => {
    const storedName = writeStagedFile(stagingDir, found.path, found.mediaType, found.bytes);
    staged.files.push({ href, role, storedName, mediaType: found.mediaType, byteSize: found.bytes.length, width: found.width, height: found.height, dpi: found.dpi });
  };

  try {
    for (const { href, kind } of names.references) {
      if (!safe(href)) continue;
      const refusedBefore = staged.refused.length;
      if (kind === 'file') {
        const found = locate(href);
        if (found) keep(href, 'supplementary', found);
        else if (staged.refused.length === refusedBefore) staged.missing.push(href);
        continue;
      }
      const names = imageCandidates(href);
      let screen: Found | null = null;
      let print: Found | null = null;
      let unusable = false;
      for (const name of names.web) {
        const found: Found | null = screen ? null : locate(name);
        if (!found) continue;
        if (isWebImage(found.mediaType)) screen = found;
        else if (found.mediaType === 'image/tiff') print ??= found;
        else unusable = true;
      }
      for (const name of names.print) {
        const found: Found | null = print ? null : locate(name);
        if (!found) continue;
        if (found.mediaType === 'image/tiff') print = found;
        else unusable = true;
      }
      if (screen) keep(href, 'graphic', screen);
      if (print) keep(href, 'print', print);
      if (screen || print) continue;
      if (unusable) staged.refused.push({ href, reason: 'is not an image a browser can show' });
      else if (staged.refused.length === refusedBefore) staged.missing.push(href);
    }
    for (const name of new Set([...names.selfPdfs, `${basename(xmlPath, extname(xmlPath))}.pdf`])) {
      if (!safe(name)) continue;
      const found = locate(name);
      if (!found) continue;
      if (found.mediaType === 'application/pdf' && found.bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
        keep(name, 'pdf', found);
        break;
      }
      staged.refused.push({ href: name, reason: 'is not a PDF' });
    }
  } catch (error) {
    staged.discard();
    throw error;
  }
  return staged;
}

/**
 * Writes a package file to a staging folder under a name made of its own and its content's hash (so a changed file
 * gets a new address and the old one may be cached forever), and answers that name.
 */
export function writeStagedFile(stagingDir: string, path: string, mediaType: string, bytes: Uint8Array): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const stem = basename(path, extname(path)).replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48) || 'file';
  const extension = extensionOf[mediaType] ?? extname(path).toLowerCase().replace(/[^.a-z0-9]/g, '').slice(0, 9).replace(/^\.$/, '');
  const storedName = `${stem}-${hash}${extension}`;
  mkdirSync(stagingDir, { recursive: true });
  writeFileSync(join(stagingDir, storedName), bytes);
  return storedName;
}
