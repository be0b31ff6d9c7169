import { basename, join } from 'node:path';
import type { ConfigSnapshot } from '../../../server/config/config-snapshot.ts';
import { displayPath } from '../../../server/config/read-config-file.ts';
import type { Diagnostic } from '../../../schemas/diagnostic.ts';
import { formatPath } from '../../../schemas/lenient-parse.ts';
import { siteFileSchemas, type SiteFileName } from '../../../schemas/site-config/files.ts';
import { migrateConfigFile } from '../../../schemas/site-config/migrations.ts';
import type { JsonPath } from './sample-config-files.ts';

/** A field the file had that the loaded configuration lacks (or holds otherwise), with no diagnostic to say so. */
export type UndiagnosedDrop = { file: string; path: string; diagnostics: string[] };

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Where the loaded value differs from the file's: a key the output lacks, a list that came out shorter, a value
 * that came out otherwise. The walk stops at the first difference on each branch: a dropped list entry or parent
 * is one drop, reported where it happened.
 */
export function droppedPaths(input: unknown, output: unknown, at: JsonPath = []): JsonPath[] {
  if (Array.isArray(input)) {
    if (isTextList(input) && isTextList(output) && sameText(output, input.map((entry) => entry.trim()).filter(Boolean))) return [];
    if (!Array.isArray(output) || output.length < input.length) return [at];
    return input.flatMap((entry, index) => droppedPaths(entry, output[index], [...at, index]));
  }
  if (isPlainObject(input)) {
    if (!isPlainObject(output)) return [at];
    return Object.keys(input).flatMap((key) => (Object.hasOwn(output, key) ? droppedPaths(input[key], output[key], [...at, key]) : [[...at, key]]));
  }
  return takenAsWritten(input, output) ? [] : [at];
}

/**
 * The schemas' own readings of a value, which change its form but keep what it says: a flag (schemas/primitives.ts,
 * spec §5: true only when it equals 1, whatever else it holds), an id written as digits, text without its outer spaces, a comma- or
 * semicolon-separated list as a list, the original name of the thesis resource.
 */
function takenAsWritten(input: unknown, output: unknown): boolean {
  if (Object.is(input, output) || (input === 0 && output === 0)) return true;
  const flagLike = input === null || ['boolean', 'number', 'string'].includes(typeof input);
  if (typeof output === 'boolean' && flagLike) return output === (input === true || input === 1 || input === '1');
  // An id as the wire sends it: digits in a string are the number (schemas/primitives.ts numericId).
  if (typeof input === 'string' && typeof output === 'number' && /^\d{1,15}$/.test(input)) return Number(input) === output;
  if (typeof input === 'string' && typeof output === 'string' && input.trim() === output) return true;
  if (typeof input === 'string' && isTextList(output)) return [';', ','].some((separator) => sameText(output, input.split(separator).map((entry) => entry.trim()).filter(Boolean)));
  return input === 'article' && output === 'thesis';
}

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');
const sameText = (a: string[], b: string[]) => a.length === b.length && a.every((entry, index) => entry === b[index]);

/** A diagnostic speaks for a path when one holds the other (`menu[2]` for `menu[2].code`, and the reverse), or names the whole file. */
function speaksFor(diagnosticPath: string, path: string): boolean {
  const holds = (outer: string, inner: string) => inner === outer || (inner.startsWith(outer) && /^[.[]/.test(inner.slice(outer.length)));
  return diagnosticPath === '' || holds(diagnosticPath, path) || holds(path, diagnosticPath);
}

/** What a file's configuration came out as after loading: the part of its site, or the shared settings it feeds. */
function loadedValue(snapshot: ConfigSnapshot, name: string, input: unknown): { found: true; value: unknown } | { found: false } {
  if (name === 'common-codes.json') return { found: true, value: { codes: snapshot.commonCodes } };
  if (name === 'deployment.json') return { found: true, value: { defaultSite: snapshot.defaultSite, oai: snapshot.oai, crossref: snapshot.crossref } };
  if (name === 'themes.json') {
    // The themes are the defaults with the file's colours put over them: each of the file's colours, by its colorId.
    // A colour the file holds shows by its colorId; one that was dropped whole shows the default of its colorId
    // (told apart by a field that differs), here undefined. (Colours are flat: an absent key was an unknown one.)
    const colours = isPlainObject(input) && Array.isArray(input.colours) ? input.colours : [];
    const shown = colours.map((entry) => {
      const theme = snapshot.themes.find((candidate) => isPlainObject(entry) && candidate.colorId === entry.colorId);
      const differs = theme && droppedPaths(entry, theme).some((path) => path.length !== 1 || Object.hasOwn(theme, path[0]!));
      return differs ? undefined : theme;
    });
    return { found: true, value: { colours: shown } };
  }
  const [sld, file] = name.split('/') as [string, SiteFileName];
  const config = snapshot.sites.get(sld);
  if (!config) return { found: false };
  return { found: true, value: (config as Record<string, unknown>)[siteFileSchemas[file].part] };
}

/**
 * Checks the promise for the files a case changed: every field the server did not take as written has a
 * diagnostic naming the file and the field (or a field holding it, or one inside it). A site that is not loaded at
 * all must have a diagnostic naming one of its files.
 */
export function findUndiagnosedDrops(configDir: string, snapshot: ConfigSnapshot, files: { name: string; text: string | undefined }[]): UndiagnosedDrop[] {
  const found: UndiagnosedDrop[] = [];
  for (const { name, text } of files) {
    if (text === undefined) continue; // removed: an optional file's absence means its defaults; site.json's is checked below
    // A site that is not loaded is not read past its site.json: the site as a whole is checked below.
    if (name.includes('/') && !snapshot.sites.has(name.split('/')[0]!)) continue;
    const shown = displayPath(join(configDir, name));
    const own = snapshot.diagnostics.filter((entry: Diagnostic) => entry.file === shown);
    // A file cut short (too many list entries in all) says where reading stopped: that speaks for all after it.
    const cutShort = own.some((entry) => /from here on/.test(entry.message));
    const report = (path: string) => found.push({ file: name, path, diagnostics: own.map((entry) => `${entry.path}: ${entry.message}`) });
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      if (own.length === 0) report('(the whole file: not JSON)');
      continue;
    }
    const migrated = migrateConfigFile(basename(name), raw);
    if (!migrated.ok) {
      if (!own.some((entry) => speaksFor(entry.path, migrated.path))) report(migrated.path);
      continue;
    }
    const loaded = loadedValue(snapshot, name, migrated.value);
    if (!loaded.found) continue;
    for (const path of droppedPaths(migrated.value, loaded.value).map(formatPath)) {
      if (!cutShort && !own.some((entry) => speaksFor(entry.path, path))) report(path);
    }
  }
  for (const sld of new Set(files.filter((file) => file.name.includes('/')).map((file) => file.name.split('/')[0]!))) {
    if (snapshot.sites.has(sld)) continue;
    const folder = displayPath(join(configDir, sld));
    if (!snapshot.diagnostics.some((entry) => entry.file.startsWith(`${folder}/`))) found.push({ file: `${sld}/`, path: '(the whole site is not loaded)', diagnostics: [] });
  }
  return found;
}
