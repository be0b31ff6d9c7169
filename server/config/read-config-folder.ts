import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CrossrefDepositConfig } from '../../schemas/crossref-deposit.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { headerWireKeys } from '../../schemas/header-config.ts';
import type { OaiRepository } from '../../schemas/oai-repository.ts';
import {
  globalFileSchemas,
  siteFileNames,
  siteFileSchemas,
  type SiteConfig,
} from '../../schemas/site-config/files.ts';
import { mergeThemeColours } from '../../schemas/theme.ts';
import { findCrossFileProblems } from './cross-file-checks.ts';
import type { ConfigSnapshot } from './config-snapshot.ts';
import { displayPath, readConfigFile } from './read-config-file.ts';

/** Site folders: every directory of the config folder except `_schema` and other `_`/`.` names. */
export function siteFolders(configDir: string): string[] {
  if (!existsSync(configDir)) return [];
  return readdirSync(configDir)
    .filter((name) => !name.startsWith('_') && !name.startsWith('.'))
    .filter((name) => statSync(join(configDir, name)).isDirectory())
    .sort();
}

/** What an absent part means: its schema's defaults, or (AI panel) nothing. */
function partDefaults(name: (typeof siteFileNames)[number]) {
  if (name === 'aiqa.json') return () => null;
  const { schema } = siteFileSchemas[name];
  return () => {
    const parsed = schema.safeParse({});
    return parsed.success ? parsed.data : undefined;
  };
}

/** Reads one site folder. Returns undefined (with diagnostics) only when site.json itself is unusable. */
export function readSiteFolder(
  folder: string,
  lastGood: ReadonlyMap<string, unknown>,
  goodOut: Map<string, unknown>,
  diagnostics: Diagnostic[],
): SiteConfig | undefined {
  const parts: Record<string, unknown> = {};
  for (const name of siteFileNames) {
    const { part, schema, required } = siteFileSchemas[name];
    const file = join(folder, name);
    const outcome = readConfigFile<unknown>(file, {
      schema,
      required,
      defaults: partDefaults(name),
      lastGood: lastGood.get(file),
      acceptedKeys: name === 'header.json' ? headerWireKeys : [],
    });
    diagnostics.push(...outcome.diagnostics);
    if (outcome.value === undefined) {
      if (required) return undefined;
      continue;
    }
    if (outcome.valid || lastGood.has(file)) goodOut.set(file, outcome.valid ? outcome.value : lastGood.get(file));
    parts[part] = outcome.value;
  }
  return parts as SiteConfig;
}

/**
 * Reads the whole config folder into a snapshot. `previous` supplies last-good values, so that an invalid edit
 * keeps serving what was there before while the problem is reported.
 */
export function readConfigFolder(configDir: string, previous?: ConfigSnapshot): ConfigSnapshot {
  const diagnostics: Diagnostic[] = [];
  const lastGood = previous?.lastGood ?? new Map<string, unknown>();
  const good = new Map<string, unknown>();
  let fileCount = 0;

  if (!existsSync(configDir)) {
    diagnostics.push({ file: displayPath(configDir), path: '', message: 'configuration folder is missing' });
  }

  const readGlobal = <K extends keyof typeof globalFileSchemas>(name: K) => {
    const file = join(configDir, name);
    const { schema } = globalFileSchemas[name];
    if (existsSync(file)) fileCount += 1;
    const outcome = readConfigFile<unknown>(file, {
      schema,
      required: false,
      defaults: () => schema.parse({}),
      lastGood: lastGood.get(file),
    });
    diagnostics.push(...outcome.diagnostics);
    if (outcome.valid) good.set(file, outcome.value);
    else if (lastGood.has(file)) good.set(file, lastGood.get(file));
    return outcome.value;
  };
  const themes = readGlobal('themes.json') as { colours: Parameters<typeof mergeThemeColours>[0] };
  const codes = readGlobal('common-codes.json') as { codes: string[] };
  const deployment = readGlobal('deployment.json') as { defaultSite: string; oai?: OaiRepository; crossref?: CrossrefDepositConfig };

  const sites = new Map<string, SiteConfig>();
  for (const sld of siteFolders(configDir)) {
    const folder = join(configDir, sld);
    fileCount += readdirSync(folder).filter((name) => name.endsWith('.json')).length;
    const config = readSiteFolder(folder, lastGood, good, diagnostics);
    if (config) sites.set(sld, config);
  }

  const { problems, refused, droppedDomains } = findCrossFileProblems(configDir, sites);
  diagnostics.push(...problems);
  for (const folder of refused) sites.delete(folder);
  for (const [folder, dropped] of droppedDomains) {
    const config = sites.get(folder)!;
    sites.set(folder, { ...config, site: { ...config.site, domains: config.site.domains.filter((domain) => !dropped.has(domain)) } });
  }
  if (deployment.defaultSite && !sites.has(deployment.defaultSite)) {
    diagnostics.push({ file: displayPath(join(configDir, 'deployment.json')), path: 'defaultSite', message: `no site "${deployment.defaultSite}" in the configuration` });
  }
  return {
    sites,
    themes: mergeThemeColours(themes.colours),
    commonCodes: codes.codes,
    defaultSite: deployment.defaultSite,
    oai: deployment.oai,
    crossref: deployment.crossref,
    diagnostics,
    lastGood: good,
    fileCount,
  };
}
