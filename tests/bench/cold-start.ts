import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Milliseconds from spawning `npm start` on an empty data folder to its first answered bootstrap request. */
async function coldStartOnce(port: number): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'masthead-cold-'));
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:${join(dataDir, 'masthead.db')}`, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  let exitCode: number | null | undefined;
  child.on('exit', (code) => (exitCode = code));
  try {
    const deadline = started + 60_000;
    while (performance.now() < deadline) {
      if (exitCode !== undefined) throw new Error(`npm start exited (code ${exitCode}) before answering; is port ${port} taken?`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/rc-pub/front/bootstrap?sld=optics`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('npm start did not answer within 60 s');
  } finally {
    if (child.pid && exitCode === undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // the group ended by itself
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureColdStart(runs = 3): Promise<{ runsMs: number[]; medianMs: number }> {
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run += 1) runsMs.push(Math.round(await coldStartOnce(39_100 + run)));
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { runsMs, medianMs: sorted[Math.floor(sorted.length / 2)]! };
}
