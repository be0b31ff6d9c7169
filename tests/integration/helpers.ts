import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

/**
 * Helpers for the integration tests. Expected values are always read from the sample configuration and seed files
 * themselves (never from the code under test), and turned into what the wire should carry with small, independent
 * conversions written here.
 */

export type Json = Record<string, unknown>;
export type Envelope = { status: number; message?: string; data?: unknown };

export const repoConfigDir = 'site-configs';
export const seedDir = join('server', 'seed', 'content');

/** A config file as JSON, without the editor-only keys (`$schema`, `schemaVersion`). */
export function readConfig(sld: string, file: string, configDir = repoConfigDir): Json {
  const raw = JSON.parse(readFileSync(join(configDir, sld, file), 'utf8')) as Json;
  const { $schema: _schema, schemaVersion: _version, ...rest } = raw;
  return rest;
}

export function readGlobalConfig(file: string, configDir = repoConfigDir): Json {
  const raw = JSON.parse(readFileSync(join(configDir, file), 'utf8')) as Json;
  const { $schema: _schema, schemaVersion: _version, ...rest } = raw;
  return rest;
}

/** The site folders of a config directory (every directory not starting with `_` or `.`). */
export function siteFolderNames(configDir = repoConfigDir): string[] {
  return readdirSync(configDir)
    .filter((name) => !name.startsWith('_') && !name.startsWith('.'))
    .filter((name) => statSync(join(configDir, name)).isDirectory())
    .sort();
}

export type SeedFile = {
  sld: string;
  journals: Json[];
  columns: Json[];
  periods: Array<Json & { id: number; year: number; issue: string; publicationId: number }>;
  articles: Json[];
  news: Json[];
  experts: Array<Json & { id: number; topicId: number; role: string; sort: number; name: string }>;
  books: Json[];
  albums: Array<Json & { items: unknown[] }>;
  media: Array<Json & { kind: string }>;
  hotWords: Array<{ word: string; count: number }>;
  pages: Array<Json & { menuId: number }>;
};

export function readSeed(sld: string): SeedFile {
  const raw = JSON.parse(readFileSync(join(seedDir, `${sld}.json`), 'utf8')) as Partial<SeedFile> & { sld: string };
  return {
    journals: [],
    columns: [],
    periods: [],
    articles: [],
    news: [],
    experts: [],
    books: [],
    albums: [],
    media: [],
    hotWords: [],
    pages: [],
    ...raw,
  };
}

export function seedSlds(): string[] {
  return readdirSync(seedDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
}

/** Spec §5: a config flag is true only when it equals 1 (number or string). */
export function isOn(value: unknown): boolean {
  return value === 1 || value === '1' || value === true;
}

/** The object with the named 1/0 flags turned into booleans. */
export function withFlags(raw: Json, flagKeys: readonly string[]): Json {
  const out: Json = { ...raw };
  for (const key of flagKeys) if (key in out) out[key] = isOn(out[key]);
  return out;
}

export const headerFlagKeys = ['ceiling', 'showLogin', 'groupEntrance', 'searchBox', 'advSearch', 'resourceSearch', 'switchLanguage'];
export const customButtonFlagKeys = ['customButtonStatus'];

/** Issues newest first: year, then the issue number as a number. */
export function newestFirst<T extends { year: number; issue: string }>(periods: T[]): T[] {
  return [...periods].sort((a, b) => b.year - a.year || Number(b.issue) - Number(a.issue));
}

/** A GET with headers fetch() refuses to set (Host), answering the body as text. */
export function rawGetText(baseUrl: string, path: string, headers: Record<string, string>): Promise<{ http: number; text: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ http: response.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A GET with headers fetch() refuses to set (Host), answering the envelope. */
export async function rawGet(baseUrl: string, path: string, headers: Record<string, string>): Promise<{ http: number; body: Envelope }> {
  const { http, text } = await rawGetText(baseUrl, path, headers);
  return { http, body: text ? (JSON.parse(text) as Envelope) : (undefined as never) };
}

/** Polls until `check` returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}
