import { readFileSync, statSync } from 'node:fs';
import { relative, isAbsolute, basename } from 'node:path';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { formatPath, parseLeniently } from '../../schemas/lenient-parse.ts';
import { findUnknownKeys } from '../../schemas/unknown-keys.ts';
import { migrateConfigFile } from '../../schemas/site-config/migrations.ts';
import { configLimitsOf, withinConfigLimits } from './config-limits.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

/** The name a diagnostic uses for a file: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const shown = relative(process.cwd(), file);
  return shown && !shown.startsWith('..') && !isAbsolute(shown) ? shown : file;
}

export type FileReadOutcome<T> = {
  /** The value to use: the file's, salvaged, the last good one, or the defaults; undefined if none exists. */
  value: T | undefined;
  /** True when the file itself was valid (it may become the new last-good value). */
  valid: boolean;
  diagnostics: Diagnostic[];
};

type Options<T> = {
  schema: AnySchema<T>;
  /** What to use when the file is absent, or broken beyond salvage: the part's defaults. */
  defaults: () => T | undefined;
  required: boolean;
  /** The last valid value of this file, kept over an invalid edit. */
  lastGood?: T | undefined;
  /** Top-level keys the schema consumes itself, not to be reported as unknown. */
  acceptedKeys?: readonly string[];
};

/** A part's text as its source holds it: read, absent, too large to read, or unreadable. */
export type ConfigText =
  | { kind: 'text'; text: string }
  | { kind: 'absent' }
  | { kind: 'oversize'; bytes: number }
  | { kind: 'unreadable'; message: string };

/** A file's text, unread when it is larger than its part may be (a 10 MB footer is never read into memory). */
export function configTextOfFile(file: string): ConfigText {
  try {
    const { size } = statSync(file);
    if (size > configLimitsOf(basename(file)).bytes) return { kind: 'oversize', bytes: size };
    return { kind: 'text', text: readFileSync(file, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'absent' };
    return { kind: 'unreadable', message: (error as Error).message };
  }
}

/** One config file through the whole pipeline (see readConfigText). */
export function readConfigFile<T>(file: string, options: Options<T>): FileReadOutcome<T> {
  return readConfigText(displayPath(file), basename(file), configTextOfFile(file), options);
}

/**
 * One configuration part through the whole pipeline: JSON, schemaVersion migration, limits, schema. `shown` names it
 * in diagnostics, `name` is its file name (which says its limits and migrations). Problems never throw; they become
 * diagnostics naming the part and the field path, and the best available value is returned.
 */
export function readConfigText<T>(shown: string, name: string, source: ConfigText, { schema, defaults, required, lastGood, acceptedKeys = [] }: Options<T>): FileReadOutcome<T> {
  const problem = (path: string, message: string): Diagnostic => ({ file: shown, path, message });
  const fallback = (diagnostics: Diagnostic[]): FileReadOutcome<T> => ({
    value: lastGood ?? (required ? undefined : defaults()),
    valid: false,
    diagnostics,
  });

  const limits = configLimitsOf(name);
  const bytes = source.kind === 'oversize' ? source.bytes : source.kind === 'text' ? Buffer.byteLength(source.text) : 0;
  if (bytes > limits.bytes) return fallback([problem('', `is ${Math.ceil(bytes / 1024)} kB; at most ${limits.bytes / 1024} kB are read`)]);
  if (source.kind === 'absent') {
    // A required file that disappears keeps serving its last good value (reported), as an invalid edit does.
    return required
      ? { value: lastGood, valid: false, diagnostics: [problem('', lastGood === undefined ? 'file is missing' : 'file is missing; its last good version is still served')] }
      : { value: defaults(), valid: true, diagnostics: [] };
  }
  if (source.kind === 'unreadable') return fallback([problem('', `cannot be read: ${source.message}`)]);
  if (source.kind !== 'text') return fallback([]);
  const { text } = source;

  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return fallback([problem('', `is not valid JSON: ${(error as Error).message}`)]);
  }

  const migrated = migrateConfigFile(name, raw);
  if (!migrated.ok) return fallback([problem(migrated.path, migrated.message)]);

  const unknownFields = (parsed: unknown, reported: Diagnostic[]) =>
    findUnknownKeys(migrated.value, parsed, acceptedKeys)
      .map((path) => formatPath(path))
      .filter((path) => !reported.some((entry) => entry.path === path))
      .map((path) => problem(path, 'unknown field (ignored); check its spelling'));

  // What is over a limit is left out before the schema reads the file, as an invalid field would be.
  const limited = withinConfigLimits(migrated.value, limits);
  const overLimits = limited.problems.map(({ path, message }) => problem(formatPath(path), message));
  const strict = schema.safeParse(limited.value);
  if (strict.success && overLimits.length === 0) return { value: strict.data, valid: true, diagnostics: unknownFields(strict.data, []) };
  if (strict.success) return { value: lastGood ?? strict.data, valid: false, diagnostics: [...overLimits, ...unknownFields(strict.data, overLimits)] };

  // Salvage reports what the first reading found and what only showed once broken parts were gone.
  const salvaged = parseLeniently(schema, limited.value);
  const diagnostics = [...overLimits, ...salvaged.issues.map(({ path, message }) => problem(path, message))];
  if (salvaged.ok) diagnostics.push(...unknownFields(salvaged.value, diagnostics));
  if (lastGood !== undefined) return { value: lastGood, valid: false, diagnostics };
  if (!salvaged.ok) diagnostics.push(problem('', required ? 'could not be salvaged' : 'could not be salvaged; its defaults serve'));
  return { value: salvaged.ok ? salvaged.value : fallback([]).value, valid: false, diagnostics };
}
