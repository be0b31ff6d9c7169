import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { prepareTestFolder } from '../support/start-test-server.ts';

export type ProductionServer = { url: string; pid: number; close: () => Promise<void> };

/**
 * `npm start` in a process of its own, in production mode, on a test folder (`prepareTestFolder`: a private copy of
 * the sample configuration and a fresh database, seeded by the server on its first start as on a new host), so
 * its memory is its own and not the load generator's. Answers once the server says where it serves.
 */
export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  const folder = prepareTestFolder({ NODE_ENV: 'production', PAGES: 'on', LOG_LEVEL: 'info', CONFIG_WATCH: 'off', ...env });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...folder.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const served = /Masthead is serving on (http:\/\/\S+?)"/.exec(line);
      if (served) resolve(served[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code} before serving:\n${errors}`)));
  });
  return {
    url,
    pid: child.pid!,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder.dir, { recursive: true, force: true });
    },
  };
}
