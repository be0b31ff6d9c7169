import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type IngestRun = { articles: number; seconds: number; articlesPerSecond: number };

/**
 * Runs `npm run ingest` on a folder into a fresh database: the first run inserts, the later ones update in place.
 * `placement` are the command's placement flags (the fixtures name issues the sample journals lack, or none).
 */
export async function measureIngestRate(sld: string, folder: string, runs: number, placement: string[] = ['--stage', 'online-first']): Promise<IngestRun[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'masthead-ingest-'));
  try {
    const results: IngestRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      const stderr = await new Promise<string>((resolve, reject) => {
        const child = spawn('npm', ['run', '--silent', 'ingest', '--', '--site', sld, ...placement, folder], {
          env: { ...process.env, DATABASE_URL: `file:${join(dataDir, 'masthead.db')}`, SAMPLE_ARTICLES: 'off' },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let text = '';
        child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
        child.on('error', reject);
        child.on('exit', () => resolve(text));
      });
      // The command's own summary: "12 imported, 0 skipped in 1.4 s (8.6 articles/s)".
      const summary = /(\d+) imported, \d+ skipped in ([\d.]+) s \(([\d.]+) articles\/s\)/.exec(stderr);
      if (!summary) throw new Error(`ingest printed no summary:\n${stderr.slice(-2000)}`);
      results.push({ articles: Number(summary[1]), seconds: Number(summary[2]), articlesPerSecond: Number(summary[3]) });
    }
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
