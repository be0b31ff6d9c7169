import { existsSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { formatDiagnostic } from '../../schemas/format-diagnostic.ts';
import { headerWireKeys } from '../../schemas/header-config.ts';
import { globalFileSchemas, siteFileSchemas } from '../../schemas/site-config/files.ts';
import { readConfigFile, displayPath } from '../config/read-config-file.ts';
import { readConfigFolder } from '../config/read-config-folder.ts';
import type { ConfigSnapshot } from '../config/config-snapshot.ts';
import { loadBlockCheck } from '../config/load-block-check.ts';
import { moduleListsOf } from '../config/module-lists-of.ts';

/**
 * `npm run validate-config [-- <path>]`: checks a config folder (default site-configs/), one site folder, or one
 * file. Prints one line per problem, `file: field.path: message`, and exits 1 if there is any. A folder's module lists
 * are checked against the blocks too (unknown codes, props failing a block's contract).
 */
async function validate(target: string): Promise<{ diagnostics: Diagnostic[]; summary: string }> {
  const path = resolve(target);
  if (!existsSync(path)) return { diagnostics: [{ file: displayPath(path), path: '', message: 'does not exist' }], summary: '' };

  if (statSync(path).isFile()) {
    const name = basename(path);
    const entry =
      name in siteFileSchemas
        ? siteFileSchemas[name as keyof typeof siteFileSchemas]
        : globalFileSchemas[name as keyof typeof globalFileSchemas];
    if (!entry) {
      const known = [...Object.keys(siteFileSchemas), ...Object.keys(globalFileSchemas)].join(', ');
      return { diagnostics: [{ file: displayPath(path), path: '', message: `is not a configuration file (known: ${known})` }], summary: '' };
    }
    const outcome = readConfigFile<unknown>(path, {
      schema: entry.schema,
      required: true,
      defaults: () => undefined,
      acceptedKeys: name === 'header.json' ? headerWireKeys : [],
    });
    return { diagnostics: outcome.diagnostics, summary: `1 file` };
  }

  if (existsSync(resolve(path, 'site.json'))) {
    // One site folder: read its parent, report only this folder's files.
    const snapshot = readConfigFolder(dirname(path));
    const own = displayPath(path);
    return {
      diagnostics: [...snapshot.diagnostics, ...(await blockProblems(snapshot, dirname(path)))].filter((entry) => entry.file.startsWith(own)),
      summary: `site ${basename(path)}`,
    };
  }

  const snapshot = readConfigFolder(path);
  return { diagnostics: [...snapshot.diagnostics, ...(await blockProblems(snapshot, path))], summary: `${snapshot.fileCount} files, ${snapshot.sites.size} sites` };
}

/** What the renderer finds in the module lists: codes no block renders, props failing a block's contract. */
async function blockProblems(snapshot: ConfigSnapshot, configDir: string): Promise<Diagnostic[]> {
  const check = await loadBlockCheck();
  if (!check) {
    process.stderr.write('validate-config: no renderer here (neither Vite nor dist/server): module lists were not checked against the blocks\n');
    return [];
  }
  try {
    return await check.find(moduleListsOf(snapshot, configDir));
  } finally {
    await check.close();
  }
}

const target = process.argv[2] ?? process.env.SITE_CONFIG_DIR ?? 'site-configs';
const { diagnostics, summary } = await validate(target);
for (const entry of diagnostics) process.stdout.write(`${formatDiagnostic(entry)}\n`);
if (diagnostics.length > 0) {
  process.stderr.write(`validate-config: ${diagnostics.length} problem(s) in ${target}\n`);
  process.exit(1);
}
process.stdout.write(`validate-config: ${target}: ${summary}, no problems\n`);
