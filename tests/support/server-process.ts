import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { prepareTestFolder, removeTestFolder } from './start-test-server.ts';

export type ServerProcess = {
  url: string;
  /** The server process's id (its memory can be read from /proc). */
  pid: number;
  /** Every line the server wrote to stdout so far (its log). */
  output: string[];
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  close: () => Promise<void>;
};

/**
 * Starts the server as `npm start` and `npm run dev` do — `server/main.ts` in a process of its own — in a test folder
 * (`prepareTestFolder`), and answers once it says where it serves. For what must not share the test's process: a
 * development server loads React's development build and Vite, which a production server in the same process
 * would have loaded differently.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  prepare?: (configDir: string) => void,
  nodeFlags: string[] = [],
  /** `compiled`: the built server, `dist/app/main.js`, with node alone (what `npm start` runs; build it first). */
  entry: 'source' | 'compiled' = 'source',
): Promise<ServerProcess & { databaseFile: string; databaseUrl: string; filesDir: string }> {
  const folder = prepareTestFolder({ LOG_LEVEL: 'info', ...env }, prepare);
  const entryArgs = entry === 'compiled' ? ['dist/app/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, [...nodeFlags, ...entryArgs], { env: { ...process.env, ...folder.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(line);
      const served = /Masthead is serving on (http:\/\/\S+?)"/.exec(line);
      if (served) resolve(served[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code} before serving:\n${errors}`)));
  });
  return {
    url,
    databaseFile: folder.databaseFile,
    databaseUrl: folder.databaseUrl,
    filesDir: folder.filesDir,
    pid: child.pid!,
    output,
    exited,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      removeTestFolder(folder);
    },
  };
}
