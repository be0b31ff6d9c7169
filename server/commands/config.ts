import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { formatDiagnostic } from '../../schemas/format-diagnostic.ts';
import { folderDocuments } from '../config/config-documents.ts';
import { loadBlockCheck } from '../config/load-block-check.ts';
import { moduleListsOf } from '../config/module-lists-of.ts';
import { readConfigDocuments } from '../config/read-config-folder.ts';
import { currentDocuments, publishVersion } from '../config/versions/config-versions.ts';
import { importConfigFolder } from '../config/versions/import-config-folder.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { readEnv } from '../env.ts';

/**
 * `npm run config -- export <dir>` writes the configuration the database holds now as a config folder (the layout of
 * site-configs/), for git. `npm run config -- import <dir> [--message <text>] [--author <name>]` publishes a folder's
 * parts that differ from the database's, in one transaction, after checking the whole folder as the server would
 * (schemas, cross-site rules, the blocks' contracts): one problem and nothing is imported. Parts the folder lacks
 * are left as they are. A running server serves an import within a second. Exit codes: 0 done, 1 problems found
 * (nothing imported), 2 bad arguments.
 */

const usage = 'usage: npm run config -- export <dir> | import <dir> [--message <text>] [--author <name>]';
const say = (message: string) => process.stderr.write(`config: ${message}\n`);

type Arguments = { action: 'export' | 'import'; dir: string; message: string; author: string };

function readArguments(args: string[]): Arguments | undefined {
  const [action, dir, ...rest] = args;
  if ((action !== 'export' && action !== 'import') || !dir || dir.startsWith('--')) return undefined;
  const options = new Map<string, string>();
  for (let index = 0; index < rest.length; index += 2) {
    const name = rest[index]!;
    const value = rest[index + 1];
    if ((name !== '--message' && name !== '--author') || value === undefined || action === 'export') return undefined;
    options.set(name, value);
  }
  return { action, dir: resolve(dir), message: options.get('--message') ?? `imported from ${dir}`, author: options.get('--author') ?? 'import' };
}

/** Everything the server would find wrong with the folder, the renderer's block check included. */
async function problemsOf(dir: string): Promise<Diagnostic[]> {
  const snapshot = readConfigDocuments(folderDocuments(dir));
  const problems = [...snapshot.diagnostics];
  const check = await loadBlockCheck();
  if (!check) say('no renderer here (neither Vite nor dist/server): module lists were not checked against the blocks');
  else {
    try {
      problems.push(...(await check.find(moduleListsOf(snapshot, dir))));
    } finally {
      await check.close();
    }
  }
  return problems;
}

async function main(): Promise<number> {
  const args = readArguments(process.argv.slice(2));
  if (!args) {
    say(usage);
    return 2;
  }
  const env = readEnv();
  const problems = args.action === 'import' ? await problemsOf(args.dir) : [];
  if (problems.length > 0) {
    for (const problem of problems) process.stdout.write(`${formatDiagnostic(problem)}\n`);
    say(`${problems.length} problem(s) in ${args.dir}: nothing imported`);
    return 1;
  }

  const database = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    // As the server does on start: an empty database takes site-configs/ first, and file edits arrive as versions.
    await importConfigFolder(database.db, env.SITE_CONFIG_DIR);
    if (args.action === 'export') {
      const documents = await currentDocuments(database.db);
      for (const [document, body] of documents) {
        const file = join(args.dir, document);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, body);
      }
      say(`exported ${documents.size} parts to ${args.dir}`);
      return 0;
    }
    const { texts } = folderDocuments(args.dir);
    const published = await database.db.transaction().execute(async (trx) => {
      const current = await currentDocuments(trx);
      const changed: string[] = [];
      for (const [document, text] of texts) {
        if (text.kind !== 'text' || current.get(document) === text.text) continue;
        await publishVersion(trx, { document, body: text.text, author: args.author, message: args.message });
        changed.push(document);
      }
      return changed;
    });
    for (const document of published) process.stdout.write(`published ${document}\n`);
    say(`imported ${published.length} changed part(s) of ${texts.size} from ${args.dir}`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
