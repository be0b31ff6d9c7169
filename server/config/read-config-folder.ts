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
import { readConfigText } from './read-config-file.ts';
import { folderDocuments, siteDocument, type ConfigDocuments } from './config-documents.ts';

/** What an absent part means: its schema's defaults, or (AI panel) nothing. */
function partDefaults(name: (typeof siteFileNames)[number]) {
  if (name === 'aiqa.json') return () => null;
  const { schema } = siteFileSchemas[name];
  return () => {
    const parsed = schema.safeParse({});
    return parsed.success ? parsed.data : undefined;
  };
}

/** Reads one site's parts. Returns undefined (with diagnostics) only when site.json itself is unusable. */
function readSite(
  sld: string,
  documents: ConfigDocuments,
  lastGood: ReadonlyMap<string, unknown>,
  goodOut: Map<string, unknown>,
  diagnostics: Diagnostic[],
): SiteConfig | undefined {
  const parts: Record<string, unknown> = {};
  for (const name of siteFileNames) {
    const { part, schema, required } = siteFileSchemas[name];
    const document = siteDocument(sld, name);
    const shown = documents.shownAs(document);
    const outcome = readConfigText<unknown>(shown, name, documents.texts.get(document) ?? { kind: 'absent' }, {
      schema,
      required,
      defaults: partDefaults(name),
      lastGood: lastGood.get(shown),
      acceptedKeys: name === 'header.json' ? headerWireKeys : [],
    });
    diagnostics.push(...outcome.diagnostics);
    if (outcome.value === undefined) {
      if (required) return undefined;
      continue;
    }
    if (outcome.valid || lastGood.has(shown)) goodOut.set(shown, outcome.valid ? outcome.value : lastGood.get(shown));
    parts[part] = outcome.value;
  }
  return parts as SiteConfig;
}

/** Reads a config folder into a snapshot (see readConfigDocuments). */
export function readConfigFolder(configDir: string, previous?: ConfigSnapshot): ConfigSnapshot {
  return readConfigDocuments(folderDocuments(configDir), previous);
}

/**
 * Reads a deployment's configuration parts into a snapshot. `previous` supplies last-good values, so that an invalid
 * edit keeps serving what was there before while the problem is reported.
 */
export function readConfigDocuments(documents: ConfigDocuments, previous?: ConfigSnapshot): ConfigSnapshot {
  const diagnostics: Diagnostic[] = [...documents.problems];
  const lastGood = previous?.lastGood ?? new Map<string, unknown>();
  const good = new Map<string, unknown>();

  const readGlobal = <K extends keyof typeof globalFileSchemas>(name: K) => {
    const shown = documents.shownAs(name);
    const { schema } = globalFileSchemas[name];
    const outcome = readConfigText<unknown>(shown, name, documents.texts.get(name) ?? { kind: 'absent' }, {
      schema,
      required: false,
      defaults: () => schema.parse({}),
      lastGood: lastGood.get(shown),
    });
    diagnostics.push(...outcome.diagnostics);
    if (outcome.valid) good.set(shown, outcome.value);
    else if (lastGood.has(shown)) good.set(shown, lastGood.get(shown));
    return outcome.value;
  };
  const themes = readGlobal('themes.json') as { colours: Parameters<typeof mergeThemeColours>[0] };
  const codes = readGlobal('common-codes.json') as { codes: string[] };
  const deployment = readGlobal('deployment.json') as { defaultSite: string; oai?: OaiRepository; crossref?: CrossrefDepositConfig };

  const sites = new Map<string, SiteConfig>();
  for (const sld of documents.sites) {
    const config = readSite(sld, documents, lastGood, good, diagnostics);
    if (config) sites.set(sld, config);
  }

  const { problems, refused, droppedDomains } = findCrossFileProblems(documents.shownAs, sites);
  diagnostics.push(...problems);
  for (const folder of refused) sites.delete(folder);
  for (const [folder, dropped] of droppedDomains) {
    const config = sites.get(folder)!;
    sites.set(folder, { ...config, site: { ...config.site, domains: config.site.domains.filter((domain) => !dropped.has(domain)) } });
  }
  if (deployment.defaultSite && !sites.has(deployment.defaultSite)) {
    diagnostics.push({ file: documents.shownAs('deployment.json'), path: 'defaultSite', message: `no site "${deployment.defaultSite}" in the configuration` });
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
    fileCount: documents.texts.size,
  };
}
