import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';

/**
 * `cpuMsPerArticle`: the importing process's CPU time (every thread's) per article over the same span as `seconds` —
 * steadier than the wall clock on a machine other work shares.
 */
export type IngestRun = { articles: number; seconds: number; articlesPerSecond: number; cpuMsPerArticle: number };

/** What a child process wrote, once it has exited. */
function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Runs `npm run ingest` on a folder into a fresh database: the first run inserts, the later ones update in place.
 * `placement` are the command's placement flags (the fixtures name issues the sample journals lack, or none). The
 * figures are the command's own summary: the work after start-up (database ready, parsing threads started).
 */
export async function measureIngestRate(sld: string, folder: string, runs: number, placement: string[] = ['--stage', 'online-first']): Promise<IngestRun[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'masthead-ingest-'));
  try {
    const results: IngestRun[] = [];
    for (let index = 0; index < runs; index += 1) {
      const { stderr } = await run('npm', ['run', '--silent', 'ingest', '--', '--site', sld, ...placement, folder], { DATABASE_URL: `file:${join(dataDir, 'masthead.db')}`, SAMPLE_ARTICLES: 'off' });
      // The command's own summary: "12 imported, 0 skipped in 0.34 s (35.3 articles/s; CPU 40.1 ms an article, 2 parsing threads)".
      const summary = /(\d+) imported, \d+ skipped in ([\d.]+) s \(([\d.]+) articles\/s; CPU ([\d.]+) ms an article/.exec(stderr);
      if (!summary) throw new Error(`ingest printed no summary:\n${stderr.slice(-2000)}`);
      results.push({ articles: Number(summary[1]), seconds: Number(summary[2]), articlesPerSecond: Number(summary[3]), cpuMsPerArticle: Number(summary[4]) });
    }
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The folder's XML files `copies` times over in a new folder, each copy's DOI made its own (`<doi>.copy<n>`): a
 * larger import of real articles, where the parser has warmed up after the first dozen files. `remove` when done.
 */
/** A JATS file's text with its DOI given the suffix `.<suffix>`: the same article, another DOI. */
export const withOwnDoi = (xml: string, suffix: string) =>
  xml.replace(/(<article-id[^>]*pub-id-type="doi"[^>]*>)([^<]+)/, (_, open: string, doi: string) => `${open}${doi.trim()}.${suffix}`);

/** The names of a folder's XML files. */
export const xmlFilesOf = (folder: string) => readdirSync(folder).filter((entry) => entry.toLowerCase().endsWith('.xml'));

export function copiesWithOwnDois(folder: string, copies: number): { folder: string; remove: () => void } {
  const target = mkdtempSync(join(tmpdir(), 'masthead-ingest-copies-'));
  for (const name of xmlFilesOf(folder)) {
    const xml = readFileSync(join(folder, name), 'utf8');
    for (let copy = 1; copy <= copies; copy += 1) writeFileSync(join(target, `copy${copy}-${name}`), withOwnDoi(xml, `copy${copy}`));
  }
  return { folder: target, remove: () => rmSync(target, { recursive: true, force: true }) };
}

/**
 * A zip of a folder's XML files, as a publisher's package of several articles would be (yazl, deflated); `doiSuffix`:
 * each file's DOI made its own (withOwnDoi).
 */
export async function zipOfFolder(folder: string, doiSuffix?: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const name of xmlFilesOf(folder)) {
    const xml = readFileSync(join(folder, name));
    zip.addBuffer(doiSuffix === undefined ? xml : Buffer.from(withOwnDoi(xml.toString('utf8'), doiSuffix)), `package/${name}`);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The desk's path: the folder's XML files as one zip package, given to `ingestZip` (what the back office's upload
 * calls) `runs` times in a process of its own (tests/bench/ingest-zip-run.ts), each timed alone: the first into a
 * fresh database, starting the parsing threads as a server's first upload does, the next ones into the same.
 */
export async function measureZipIngestRate(sld: string, folder: string, runs: number): Promise<IngestRun[]> {
  const workDir = mkdtempSync(join(tmpdir(), 'masthead-ingest-zip-'));
  try {
    const zipPath = join(workDir, 'package.zip');
    writeFileSync(zipPath, await zipOfFolder(folder));
    const dataDir = mkdtempSync(join(workDir, 'data-'));
    const { code, stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'tests/bench/ingest-zip-run.ts', zipPath, dataDir, sld, String(runs)], { LOG_LEVEL: 'silent' });
    if (code !== 0) throw new Error(`ingest-zip-run failed (${code}):\n${stderr.slice(-2000)}`);
    return stdout
      .trim()
      .split('\n')
      .map((line) => {
        const { articles, seconds, cpuMs } = JSON.parse(line) as { articles: number; seconds: number; cpuMs: number };
        return { articles, seconds: Number(seconds.toFixed(3)), articlesPerSecond: Number((articles / seconds).toFixed(1)), cpuMsPerArticle: Number((cpuMs / articles).toFixed(1)) };
      });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** One line a run: articles, seconds, rate and CPU per article. */
export const ingestRunsText = (runs: IngestRun[]) => runs.map((entry) => `${entry.articles} articles in ${entry.seconds} s = ${entry.articlesPerSecond} articles/s, CPU ${entry.cpuMsPerArticle} ms an article`).join('; ');

/** The median of the runs' rates (the figure a goal is held to). */
export const medianRate = (runs: IngestRun[]) => [...runs.map((entry) => entry.articlesPerSecond)].sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)] ?? 0;
