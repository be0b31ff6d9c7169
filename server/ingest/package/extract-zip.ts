import { createWriteStream, mkdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { RejectedInput } from '../rejected-input.ts';
import { sizeText } from './size-text.ts';
import { defaultMaxFileBytes } from './stage-package.ts';

const MiB = 1024 * 1024;

/**
 * What a JATS package (a zip of the article XML with its images, PDF and supplementary files) may be. Sizes are
 * counted as the entries are inflated, never taken from the zip's headers: a header may lie.
 */
export const zipLimits = {
  /** The zip file itself (an upload over it is refused before it is opened). */
  maxZipBytes: 256 * MiB,
  /** Entries in the zip, folders included. */
  maxEntries: 5000,
  /** All entries together, inflated. */
  maxTotalBytes: 1024 * MiB,
  /** One entry, inflated: what the ingest copies of one package file at most. */
  maxEntryBytes: defaultMaxFileBytes,
  /** Inflated bytes per compressed byte of one entry, once it has inflated past `ratioFromBytes` (XML packs ~10:1). */
  maxRatio: 100,
  ratioFromBytes: 1 * MiB,
};
export type ZipLimits = typeof zipLimits;

/** The files a zip held, written under `root`, by their path in the zip (`/`-separated). */
export type ExtractedZip = { root: string; files: string[] };

const unixSymlink = 0o120000;
const unixFileType = 0o170000;

/** Names of operating-system clutter, not package files: extracted never, refused never. */
const isClutter = (path: string) => path.startsWith('__MACOSX/') || /(^|\/)(\._[^/]*|\.DS_Store|Thumbs\.db)$/.test(path);

/**
 * Extracts a zip into `root` (a new folder under the files folder's staging area), refusing — with RejectedInput,
 * naming the entry — a zip over the size limit, entries that climb out (`../`), absolute or backslashed paths,
 * symbolic links and other special files, encrypted entries, duplicate names, too many entries, an entry or a
 * total past the size limits or inflating past the ratio limit (a zip bomb), an entry that is not the size its
 * header says, and a `.pdf` that is not a PDF. On refusal `root` is left for the caller to remove.
 *
 * `extracted` is told of each file as soon as it is written and checked (its name in the zip, its path), so that a
 * caller can start on it while the rest inflate — and must drop what it started if the zip is refused after all.
 */
export async function extractZip(zipPath: string, root: string, limits: ZipLimits = zipLimits, extracted: (name: string, path: string) => void = () => {}): Promise<ExtractedZip> {
  let size: number;
  try {
    size = statSync(zipPath).size;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new RejectedInput(code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? String(error)})`);
  }
  if (size > limits.maxZipBytes) throw new RejectedInput(`the package is ${sizeText(size)}, over the limit of ${sizeText(limits.maxZipBytes)}`);

  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, decodeStrings: false, validateEntrySizes: false, autoClose: false });
  } catch (error) {
    throw new RejectedInput(`not a zip file (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw new RejectedInput(`the package has ${zip.entryCount} entries, over the limit of ${limits.maxEntries}`);
    mkdirSync(root, { recursive: true });
    const files: string[] = [];
    const seen = new Set<string>();
    let entries = 0;
    const total = { bytes: 0 };
    const entryIterator = zip.eachEntry();
    while (true) {
      let next: IteratorResult<Entry>;
      try {
        next = await entryIterator.next();
      } catch (error) {
        throw new RejectedInput(`the zip is damaged (${error instanceof Error ? error.message : String(error)})`);
      }
      if (next.done) break;
      const entry = next.value;
      entries += 1;
      if (entries > limits.maxEntries) throw new RejectedInput(`the package has more than ${limits.maxEntries} entries`);
      const name = entryName(entry);
      const folded = name.replace(/\/+$/, '').toLowerCase();
      if (seen.has(folded)) throw new RejectedInput(`package entry "${name}": the package holds two entries of this name`);
      seen.add(folded);
      if (isClutter(name)) continue;
      const target = inside(root, name);
      if (name.endsWith('/')) {
        makeFolder(target, name);
        continue;
      }
      refuseUnreadable(entry, name);
      makeFolder(dirname(target), name);
      await inflateEntry(zip, entry, name, target, total, limits);
      files.push(name);
      extracted(name, target);
    }
    return { root, files };
  } finally {
    zip.close();
  }
}

/** The entry's name, checked: a relative path of plain segments, no control characters, not a link. */
function entryName(entry: Entry): string {
  const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
  const shown = JSON.stringify(name);
  const refuse = (reason: string) => new RejectedInput(`package entry ${shown} ${reason}; nothing was imported`);
  if (name === '' || name.length > 1024) throw refuse('has no usable name');
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) throw refuse('holds control characters');
  if (name.includes('\\')) throw refuse('uses backslashes');
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) throw refuse('is an absolute path');
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.includes('..')) throw refuse('climbs out of the package (../)');
  if (segments.some((segment) => segment === '' || segment === '.')) throw refuse('has an empty or "." path segment');
  const madeOnUnix = entry.versionMadeBy >> 8 === 3;
  const fileType = (entry.externalFileAttributes >>> 16) & unixFileType;
  if (madeOnUnix && fileType === unixSymlink) throw refuse('is a symbolic link');
  if (madeOnUnix && fileType !== 0 && fileType !== 0o100000 && fileType !== 0o040000) throw refuse('is not a regular file or folder');
  return name;
}

function refuseUnreadable(entry: Entry, name: string): void {
  if (entry.isEncrypted()) throw new RejectedInput(`package entry "${name}" is encrypted`);
  if (!entry.canDecodeFileData()) throw new RejectedInput(`package entry "${name}" uses compression method ${entry.compressionMethod}, which is not supported (use deflate)`);
}

/** Where an entry goes under root; a name that would land outside it is refused (entryName already refuses those). */
function inside(root: string, name: string): string {
  const target = join(root, ...name.replace(/\/$/, '').split('/'));
  const rel = relative(root, target);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) throw new RejectedInput(`package entry "${name}" lands outside the package folder`);
  return target;
}

function makeFolder(path: string, name: string): void {
  try {
    mkdirSync(path, { recursive: true });
  } catch {
    throw new RejectedInput(`package entry "${name}": a file and a folder of the package have the same name`);
  }
}

/** Inflates one entry to its file, counting every byte against the limits as it comes. */
async function inflateEntry(zip: ZipFile, entry: Entry, name: string, target: string, total: { bytes: number }, limits: ZipLimits): Promise<void> {
  let written = 0;
  let head = Buffer.alloc(0);
  const bomb = (what: string) => new RejectedInput(`package entry "${name}" ${what} (a zip bomb?); nothing was imported`);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      total.bytes += chunk.length;
      if (head.length < 5) head = Buffer.concat([head, chunk.subarray(0, 5 - head.length)]);
      if (written > limits.maxEntryBytes) return done(bomb(`inflates past the limit of ${sizeText(limits.maxEntryBytes)} for one file`));
      if (total.bytes > limits.maxTotalBytes) return done(bomb(`takes the package past the limit of ${sizeText(limits.maxTotalBytes)} in all`));
      if (written > limits.ratioFromBytes && written > entry.compressedSize * limits.maxRatio) return done(bomb(`inflates more than ${limits.maxRatio} times its packed size`));
      if (written > entry.uncompressedSize) return done(bomb('is larger than its header says'));
      done(null, chunk);
    },
  });
  try {
    const source = await zip.openReadStreamPromise(entry);
    await pipeline(source, counter, createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    if (error instanceof RejectedInput) throw error;
    throw new RejectedInput(`package entry "${name}" cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  if (written !== entry.uncompressedSize) throw new RejectedInput(`package entry "${name}" is not the size its header says; the zip is damaged`);
  if (name.toLowerCase().endsWith('.pdf') && head.toString('latin1') !== '%PDF-') throw new RejectedInput(`package entry "${name}" is named .pdf but is not a PDF (it does not begin with %PDF-)`);
}
