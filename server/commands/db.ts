import { CopyRefused, copyDatabase, type TableCopy } from '../db/copy/copy-database.ts';
import { openDatabase } from '../db/open-database.ts';
import { rebuildSearchIndex } from '../search/index/rebuild-search-index.ts';

/**
 * `npm run db -- copy <from-url> <to-url>` moves a deployment's database to another, either engine to either (the
 * usual move: `file:./data/masthead.db` to `postgres://…`): the target is migrated, must be empty, and takes every
 * row in one transaction; then each table's rows are counted and summed on both sides and printed, and the search
 * index is made on the target. The package files stay where they are (FILES_DIR). Exit codes: 0 copied and equal,
 * 1 refused, failed or a table differs, 2 bad arguments.
 */

const usage = 'usage: npm run db -- copy <from-url> <to-url>   (a url: file:<path> or postgres://user@host:port/name)';
const say = (message: string) => process.stderr.write(`db: ${message}\n`);
const isUrl = (text: string | undefined): text is string => text !== undefined && /^(file:.+|postgres(ql)?:\/\/.+)$/.test(text);

function reportLine({ table, sourceRows, targetRows, sourceChecksum, targetChecksum }: TableCopy): string {
  const same = sourceRows === targetRows && sourceChecksum === targetChecksum;
  return `${same ? 'same     ' : 'DIFFERENT'}  ${table.padEnd(28)} rows ${String(sourceRows).padStart(8)} → ${String(targetRows).padEnd(8)} checksum ${sourceChecksum} → ${targetChecksum}`;
}

async function main(): Promise<number> {
  const [action, from, to, ...rest] = process.argv.slice(2);
  if (action !== 'copy' || !isUrl(from) || !isUrl(to) || rest.length > 0 || from === to) {
    say(usage);
    return 2;
  }
  const source = openDatabase(from);
  const target = openDatabase(to);
  try {
    const { tables, searchDocuments } = await copyDatabase(source.db, target.db, { rebuildSearchIndex, say });
    for (const table of tables) process.stdout.write(`${reportLine(table)}\n`);
    const different = tables.filter((table) => table.sourceRows !== table.targetRows || table.sourceChecksum !== table.targetChecksum);
    say(`${tables.length} tables copied, ${different.length} different; search index made with ${searchDocuments} documents`);
    return different.length === 0 ? 0 : 1;
  } catch (error) {
    say(error instanceof CopyRefused ? `refused: ${error.message} (nothing was written)` : `failed: ${String(error)} (the copy was rolled back)`);
    return 1;
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

process.exitCode = await main();
