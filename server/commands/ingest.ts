import { setFlagsFromString } from 'node:v8';
import { defaultParseThreads, JatsParsePool } from '../ingest/parse/parse-pool.ts';

/**
 * `npm run ingest -- --site <sld> [placement] <file.xml | package.zip | folder>…`: imports JATS articles into a
 * site's journal, in the database the server uses (DATABASE_URL), prepared the way the server prepares it on first
 * start. Where each article goes is the placement the flags give (ingest-arguments.ts). Prints one JSON line per
 * imported article on stdout, `{"id":…,"doi":…,"title":…,"periodId":…,"columnId":…,"firstStatus":…,"updated":…}`;
 * progress and skipped files on stderr. Exit code 0 when every file was imported, 1 when a file was skipped, 2 when
 * nothing could be tried. What it does: ./ingest-command.ts.
 *
 * A DOI the site already has is the same article imported again: it is updated in place. The same DOI twice in one
 * run is two files claiming one article: the second is skipped. A zip package lands whole or not at all.
 */

const say = (message: string) => process.stderr.write(`ingest: ${message}\n`);

/**
 * An import is a short run of the parser's large functions, each compiled by V8's optimizing compiler in every thread,
 * on cores the threads that read and store keep busy. Two flags make those compilations fewer and cheaper:
 * - no inlining: inlining the many small functions they call made the compilations cost more CPU (on V8's own threads)
 *   than the import then gained by them — a fifth of the import's CPU over the 12 fixture files, a tenth over 96 — and
 *   the code compiled without it reads files as fast once warm;
 * - three times V8's interrupt budget (67,584 bytes of bytecode run between looks at whether a function is hot): a
 *   function is compiled once it has run three times as long, so the many that are warm only for a while stay with the
 *   baseline code — the 12 fixture files, alternating runs: 42.4 → 47.4 articles/s, CPU 37.8 → 34.8 ms an article.
 * V8's flags are the process's: set before the threads start, they are theirs too. A server, which runs for long,
 * keeps V8's defaults.
 *
 * `npm run ingest` also starts node with `--single-threaded-gc` (package.json: V8 takes it only as the process starts):
 * the collector's helper threads, which mark and sweep beside the threads that read and store, only contended with
 * them for the cores (two here) — 12 fixture files, alternating runs: 42.2 → 47.7, 45.1 → 49.9 and 45.4 → 48.5 articles/s,
 * CPU about 3 ms an article less. The command runs the same without it (`node scripts/start.js ingest`), a little slower.
 */
setFlagsFromString('--no-turbo-inlining');
setFlagsFromString('--interrupt-budget=202752');

/**
 * One parsing thread starts first, before the command's modules load (zod alone takes ~40 ms): it loads and warms its
 * parser meanwhile, on the other core, and the command keeps it, starting more beside it when the files want more than
 * one (more cores to spare, and many files). INGEST_THREADS set: the command starts its threads itself.
 */
const startedPool = process.env.INGEST_THREADS === undefined && defaultParseThreads() > 0 ? new JatsParsePool(1) : undefined;
const { ingestCommand } = await import('./ingest-command.ts');

process.exitCode = await ingestCommand(process.argv.slice(2), { env: process.env, say, print: (line) => process.stdout.write(`${line}\n`) }, startedPool).catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  return 2;
});
