import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { ensureBuild } from '../../server/web/ensure-build.ts';
import { startTestServer } from '../support/start-test-server.ts';

/**
 * Uncached article rendering beside the reference way to turn JATS into HTML, on the same real files in the same
 * run: NCBI's JATS Preview Stylesheets (`xsltproc --novalid …/jats-html.xsl <file>`, one command per file, as
 * ../shared/peers/README.md gives it), and the portal importing the same files (`npm run ingest`) and then serving
 * each article's page with the page cache off (PAGE_CACHE=off), one request at a time, each rendered anew.
 * Both sides run over the files both handle; each is warmed by one untimed pass, then `rounds` passes are timed and
 * the median pass is the figure.
 */

export const peerFixtures = process.env.BENCH_PEER_FIXTURES ?? '../shared/fixtures/jats';
export const peerStylesheet = process.env.BENCH_PEER_XSL ?? '../shared/peers/jats-preview/xslt/main/jats-html.xsl';

export type PeerRenderFigures = {
  folder: string;
  files: string[];
  /** Files the portal's import refused, with the reason it gave. */
  ingestFailures: { file: string; reason: string }[];
  /** Files the article page did not answer 200 for, after a successful import. */
  pageFailures: { file: string; reason: string }[];
  /** Files xsltproc failed on (exit code or empty output). */
  peerFailures: { file: string; reason: string }[];
  /** The files both handle: what the rates are over. */
  compared: string[];
  oursPassSeconds: number[];
  peerPassSeconds: number[];
  /** The peer with its stylesheet compiled once: one xsltproc process over all the compared files. */
  peerOneProcessPassSeconds: number[];
  oursArticlesPerSecond: number;
  peerArticlesPerSecond: number;
  peerOneProcessArticlesPerSecond: number;
  ratio: number;
  oursHtmlBytes: number;
  peerHtmlBytes: number;
};

type Outcome = { code: number | null; stdoutBytes: number; stdout: string; stderr: string };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, keepStdout = false): Promise<Outcome> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdoutBytes = 0;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (keepStdout) stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdoutBytes, stdout, stderr }));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function timed(pass: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await pass();
  return (performance.now() - started) / 1000;
}

/** Imports the folder into a fresh database (as `npm run ingest -- --site <sld> --stage online-first <folder>`): the DOI of each imported file, and the refused ones. */
async function ingest(sld: string, folder: string, files: string[], dataDir: string) {
  const outcome = await run('npm', ['run', '--silent', 'ingest', '--', '--site', sld, '--stage', 'online-first', folder], { ...process.env, NODE_ENV: 'production', DATABASE_URL: `file:${join(dataDir, 'masthead.db')}`, SAMPLE_ARTICLES: 'off' }, true);
  const failures = new Map<string, string>();
  for (const line of outcome.stderr.split('\n')) {
    const skipped = /^ingest: (.+?): skipped: (.*)$/.exec(line);
    if (skipped) failures.set(basename(skipped[1]!), skipped[2]!);
  }
  if (outcome.code === 2) throw new Error(`ingest could not run:\n${outcome.stderr.slice(-2000)}`);
  // One JSON line per imported file, in the order of the files (refused ones print none).
  const imported = outcome.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { id: number; doi: string | null });
  const importedFiles = files.filter((file) => !failures.has(file));
  if (imported.length !== importedFiles.length) throw new Error(`ingest reported ${imported.length} articles for ${importedFiles.length} files:\n${outcome.stderr.slice(-2000)}`);
  return { dois: new Map(importedFiles.map((file, index) => [file, imported[index]!.doi])), failures: [...failures].map(([file, reason]) => ({ file, reason })) };
}

export async function measurePeerRender(folder = peerFixtures, rounds = 3, sld = 'ecology'): Promise<PeerRenderFigures> {
  const files = readdirSync(folder)
    .filter((name) => name.toLowerCase().endsWith('.xml'))
    .sort();
  const pathOf = (file: string) => join(folder, file);

  // The peer: which files it turns into HTML.
  const peerFailures: PeerRenderFigures['peerFailures'] = [];
  const peerBytes = new Map<string, number>();
  for (const file of files) {
    const outcome = await run('xsltproc', ['--novalid', peerStylesheet, pathOf(file)]);
    if (outcome.code !== 0 || outcome.stdoutBytes === 0) peerFailures.push({ file, reason: `exit ${outcome.code}, ${outcome.stdoutBytes} B: ${outcome.stderr.trim().split('\n')[0] ?? ''}` });
    else peerBytes.set(file, outcome.stdoutBytes);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'masthead-peer-render-'));
  try {
    const { dois, failures: ingestFailures } = await ingest(sld, folder, files, dataDir);
    const server = await startTestServer({ DATABASE_URL: `file:${join(dataDir, 'masthead.db')}`, PAGES: 'on', PAGE_CACHE: 'off', SAMPLE_ARTICLES: 'off', CONFIG_WATCH: 'off', LOG_LEVEL: 'warn' });
    try {
      const urlOf = (file: string) => `${server.url}/${sld}/en/article/doi/${dois.get(file)}`;
      // Identity encoding: the render alone, as the peer's figure is (a browser's request would add compression).
      const fetchPage = async (file: string) => {
        const response = await fetch(urlOf(file), { headers: { 'accept-encoding': 'identity' } });
        const body = await response.text();
        return { status: response.status, bytes: Buffer.byteLength(body) };
      };
      const pageFailures: PeerRenderFigures['pageFailures'] = [];
      for (const [file, doi] of dois) {
        if (!doi) {
          pageFailures.push({ file, reason: 'imported without a DOI (no address to ask for)' });
          continue;
        }
        const page = await fetchPage(file);
        if (page.status !== 200) pageFailures.push({ file, reason: `HTTP ${page.status}` });
      }
      const unhandled = new Set([...ingestFailures, ...pageFailures, ...peerFailures].map((failure) => failure.file));
      const compared = files.filter((file) => !unhandled.has(file));
      if (compared.length === 0) throw new Error('no file both renderers handle');

      let oursHtmlBytes = 0;
      for (const file of compared) oursHtmlBytes += (await fetchPage(file)).bytes;
      const oursPass = () =>
        timed(async () => {
          for (const file of compared) await fetchPage(file);
        });
      const peerPass = () =>
        timed(async () => {
          for (const file of compared) await run('xsltproc', ['--novalid', peerStylesheet, pathOf(file)]);
        });
      const peerOneProcessPass = () => timed(async () => void (await run('xsltproc', ['--novalid', peerStylesheet, ...compared.map(pathOf)])));

      // Warm both (JIT, file cache), then alternate the timed passes so a change in the machine's load falls on both.
      await oursPass();
      await peerPass();
      const oursPassSeconds: number[] = [];
      const peerPassSeconds: number[] = [];
      const peerOneProcessPassSeconds: number[] = [];
      for (let pass = 0; pass < rounds; pass += 1) {
        peerPassSeconds.push(round(await peerPass(), 3));
        oursPassSeconds.push(round(await oursPass(), 3));
        peerOneProcessPassSeconds.push(round(await peerOneProcessPass(), 3));
      }
      const rate = (seconds: number[]) => round(compared.length / median(seconds));
      const oursArticlesPerSecond = rate(oursPassSeconds);
      const peerArticlesPerSecond = rate(peerPassSeconds);
      return {
        folder,
        files,
        ingestFailures,
        pageFailures,
        peerFailures,
        compared,
        oursPassSeconds,
        peerPassSeconds,
        peerOneProcessPassSeconds,
        oursArticlesPerSecond,
        peerArticlesPerSecond,
        peerOneProcessArticlesPerSecond: rate(peerOneProcessPassSeconds),
        ratio: round(oursArticlesPerSecond / peerArticlesPerSecond, 2),
        oursHtmlBytes,
        peerHtmlBytes: compared.reduce((sum, file) => sum + (peerBytes.get(file) ?? 0), 0),
      };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as the bench prints them. */
export function peerRenderReport(figures: PeerRenderFigures): string {
  const failures = (label: string, list: { file: string; reason: string }[]) => (list.length > 0 ? [`  ${label}: ${list.map(({ file, reason }) => `${file} (${reason})`).join('; ')}`] : []);
  return [
    `Uncached article rendering vs the peer (NCBI JATS Preview Stylesheets via xsltproc) over ${figures.folder}: ${figures.files.length} files, ${figures.compared.length} both handle; median of ${figures.oursPassSeconds.length} timed passes after one warm-up:`,
    ...failures('refused by our import', figures.ingestFailures),
    ...failures('our article page failed', figures.pageFailures),
    ...failures('the peer failed', figures.peerFailures),
    '| renderer | articles/s | passes (s) | HTML bytes per pass |',
    '|---|---|---|---|',
    `| Masthead, article page with PAGE_CACHE=off, one request at a time (identity encoding) | ${figures.oursArticlesPerSecond} | ${figures.oursPassSeconds.join(', ')} | ${figures.oursHtmlBytes} |`,
    `| xsltproc --novalid jats-html.xsl <file>, one command per file | ${figures.peerArticlesPerSecond} | ${figures.peerPassSeconds.join(', ')} | ${figures.peerHtmlBytes} |`,
    `| xsltproc, one process over all the files (stylesheet compiled once) | ${figures.peerOneProcessArticlesPerSecond} | ${figures.peerOneProcessPassSeconds.join(', ')} | — |`,
    `  ratio ours / peer (per-file command): ${figures.ratio} (goal ≥ 2); against the one-process peer: ${round(figures.oursArticlesPerSecond / figures.peerOneProcessArticlesPerSecond, 2)}`,
  ].join('\n');
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]).endsWith('peer-render.ts');
if (isMain) {
  await ensureBuild((message) => console.log(`[build] ${message}`));
  console.log(peerRenderReport(await measurePeerRender(peerFixtures, Number(process.env.BENCH_PEER_ROUNDS ?? 3))));
}
