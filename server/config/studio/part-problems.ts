import type { Kysely } from 'kysely';
import type { Diagnostic } from '../../../schemas/diagnostic.ts';
import type { FindBlockProblems } from '../../../schemas/render-contract.ts';
import type { Database } from '../../db/tables.ts';
import type { ConfigText } from '../read-config-file.ts';
import { readConfigDocuments } from '../read-config-folder.ts';
import { moduleListsOf } from '../module-lists-of.ts';
import { databaseDocuments } from '../versions/database-documents.ts';

/**
 * What the server would find wrong with one part if it held `body`, the rest of the configuration as published:
 * its schema, the rules across parts and sites, and (for module lists) the blocks' contracts — only the problems
 * of this part, each by its path. No last-good value stands in: the body is judged alone.
 */
export async function partProblems(
  db: Kysely<Database>,
  { configDir, blockCheck }: { configDir: string; blockCheck: FindBlockProblems | undefined },
  document: string,
  body: string | null,
): Promise<Diagnostic[]> {
  const published = await databaseDocuments(db, configDir);
  const texts = new Map<string, ConfigText>(published.texts);
  if (body === null) texts.delete(document);
  else texts.set(document, { kind: 'text', text: body });
  const sld = document.slice(0, Math.max(0, document.indexOf('/')));
  const sites = sld && !published.sites.includes(sld) ? [...published.sites, sld].sort() : published.sites;
  const snapshot = readConfigDocuments({ ...published, texts, sites });
  const shown = published.shownAs(document);
  const problems = snapshot.diagnostics.filter((entry) => entry.file === shown);
  if (blockCheck && /\/(modules|screens)\.json$/.test(document)) {
    const site = moduleListsOf(snapshot, configDir).sites.filter((entry) => entry.sld === sld);
    problems.push(...(await blockCheck({ sites: site })).filter((entry) => entry.file === shown));
  }
  return problems;
}

/**
 * Every part's problems of one site at once, with all its drafts applied (what publishing them all would meet): one
 * reading of the configuration for the parts list, not one a part. By document.
 */
export async function siteProblems(
  db: Kysely<Database>,
  { configDir, blockCheck }: { configDir: string; blockCheck: FindBlockProblems | undefined },
  sld: string,
  drafts: ReadonlyMap<string, string>,
): Promise<Map<string, Diagnostic[]>> {
  const published = await databaseDocuments(db, configDir);
  const texts = new Map<string, ConfigText>(published.texts);
  for (const [document, body] of drafts) texts.set(document, { kind: 'text', text: body });
  const snapshot = readConfigDocuments({ ...published, texts });
  const byShown = new Map<string, Diagnostic[]>();
  const add = (entry: Diagnostic) => byShown.set(entry.file, [...(byShown.get(entry.file) ?? []), entry]);
  snapshot.diagnostics.forEach(add);
  if (blockCheck) (await blockCheck({ sites: moduleListsOf(snapshot, configDir).sites.filter((entry) => entry.sld === sld) })).forEach(add);
  return new Map([...texts.keys(), ...drafts.keys()].filter((document) => document.startsWith(`${sld}/`)).map((document) => [document, byShown.get(published.shownAs(document)) ?? []]));
}

/**
 * What publishing `body` as a shared part (`themes.json`, `common-codes.json`, `deployment.json`) would meet: its own
 * problems, and every problem it would bring to any site of the deployment (one there already is not this part's).
 */
export async function sharedPartProblems(db: Kysely<Database>, { configDir }: { configDir: string }, document: string, body: string | null): Promise<Diagnostic[]> {
  const published = await databaseDocuments(db, configDir);
  const texts = new Map<string, ConfigText>(published.texts);
  if (body === null) texts.delete(document);
  else texts.set(document, { kind: 'text', text: body });
  const key = ({ file, path, message }: Diagnostic) => JSON.stringify([file, path, message]);
  const already = new Set(readConfigDocuments(published).diagnostics.map(key));
  const shown = published.shownAs(document);
  return readConfigDocuments({ ...published, texts }).diagnostics.filter((entry) => entry.file === shown || !already.has(key(entry)));
}
