import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { globalFileSchemas, siteFileNames } from '../../schemas/site-config/files.ts';
import { configTextOfFile, displayPath, type ConfigText } from './read-config-file.ts';

/**
 * A deployment's configuration as named parts, wherever it is kept: `themes.json`, `optics/site.json` … — the layout
 * of site-configs/, which is also what `npm run config -- export` writes. `sites`: the site folders (a folder with no
 * site.json is still a site that is missing it); `shownAs`: how a diagnostic names a part.
 */
export type ConfigDocuments = {
  texts: ReadonlyMap<string, ConfigText>;
  sites: readonly string[];
  shownAs: (document: string) => string;
  /** What is wrong with the source as a whole (a missing folder). */
  problems: Diagnostic[];
};

/** The part names a deployment has: the shared files, and each site's files under its sld. */
export const globalDocumentNames = Object.keys(globalFileSchemas) as (keyof typeof globalFileSchemas)[];
export const siteDocument = (sld: string, file: string) => `${sld}/${file}`;

/** Site folders: every directory of the config folder except `_schema` and other `_`/`.` names. */
export function siteFolders(configDir: string): string[] {
  if (!existsSync(configDir)) return [];
  return readdirSync(configDir)
    .filter((name) => !name.startsWith('_') && !name.startsWith('.'))
    .filter((name) => statSync(join(configDir, name)).isDirectory())
    .sort();
}

/** The parts a config folder holds, each read from its file (one over its size limit is not read). */
export function folderDocuments(configDir: string): ConfigDocuments {
  const shownAs = (document: string) => displayPath(join(configDir, document));
  if (!existsSync(configDir)) return { texts: new Map(), sites: [], shownAs, problems: [{ file: displayPath(configDir), path: '', message: 'configuration folder is missing' }] };
  const texts = new Map<string, ConfigText>();
  const add = (document: string) => {
    const text = configTextOfFile(join(configDir, document));
    if (text.kind !== 'absent') texts.set(document, text);
  };
  for (const name of globalDocumentNames) add(name);
  const sites = siteFolders(configDir);
  for (const sld of sites) for (const name of siteFileNames) add(siteDocument(sld, name));
  return { texts, sites, shownAs, problems: [] };
}
