import { readEnv } from '../env.ts';
import { defaultParseThreads, JatsParsePool } from '../ingest/parse/parse-pool.ts';
import { isPackagePath, xmlFilesIn } from '../ingest/xml-files.ts';
import { ingestUsage, readIngestArguments, type IngestArguments } from './ingest-arguments.ts';
import { reasonOf, type IngestCommandIo } from './ingest-io.ts';

/** Files a parsing thread is started for; a package counts as that many. */
const filesPerThread = 16;

/**
 * The parsing threads for these files. A thread's start (its own copy of the parser, compiled anew) costs about as
 * much as parsing a dozen files, so a few files get fewer threads.
 */
function parseThreadsFor(files: string[]): number {
  const packages = files.filter(isPackagePath).length;
  return Math.min(defaultParseThreads(), Math.ceil((files.length - packages + packages * filesPerThread) / filesPerThread));
}

/**
 * What `npm run ingest` does once its process is set up (server/commands/ingest.ts is the command line, and says what
 * the command does). Apart from the process so that tests import by the command's own code without starting one: a
 * process costs seconds of CPU (Node, tsx, the server's modules) before it reads a file.
 *
 * Runs the command on its arguments (after `npm run ingest --`); answers its exit code. The parsing threads start
 * before the modules that prepare the database and store articles load (a quarter of a second of the start): they load
 * and warm their parser meanwhile, on the other core. `startedPool`: a thread the command line started earlier still,
 * kept, with threads started beside it when the files want more (closed when they want none). The import itself:
 * ./ingest-run.ts.
 */
export async function ingestCommand(argv: readonly string[], io: IngestCommandIo, startedPool?: JatsParsePool): Promise<number> {
  let pool = startedPool;
  try {
    let args: IngestArguments;
    try {
      args = readIngestArguments([...argv]);
    } catch (error) {
      io.say(reasonOf(error));
      io.say(ingestUsage);
      return 2;
    }
    const env = readEnv(io.env);
    const files = xmlFilesIn(args.paths, { packages: true });
    const threads = env.INGEST_THREADS ?? parseThreadsFor(files);
    if (pool && pool.size <= threads) pool.growTo(threads);
    else {
      await pool?.close();
      pool = new JatsParsePool(threads);
    }
    const { importFiles } = await import('./ingest-run.ts');
    return await importFiles({ args, env, files, pool }, io);
  } finally {
    await pool?.close();
  }
}
