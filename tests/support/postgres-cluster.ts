import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster in a temporary folder, for tests and benches: Debian's `postgresql` package's
 * binaries, trust authentication on 127.0.0.1 and a free port, removed on stop. As root the cluster runs as the
 * `postgres` user (PostgreSQL refuses to run as root).
 */
export type PostgresCluster = {
  url: (database?: string) => string;
  /** Stops the server, keeping its data (as an operator's restart or a crash would). */
  pause: () => void;
  /** Starts it again on the same port. */
  resume: () => void;
  stop: () => void;
};

/** The folder of `initdb` and `pg_ctl`: on PATH, or the newest under /usr/lib/postgresql; undefined when none is installed. */
export function postgresBinaries(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = join('/usr/lib/postgresql', version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return onPath ? join(onPath, '..') : undefined;
}

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export function postgresUnavailableReason(): string | undefined {
  return postgresBinaries() ? undefined : 'no PostgreSQL server binary (initdb, pg_ctl) is installed: apt-get install -y postgresql';
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(postgresUnavailableReason());
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'masthead-pg-'));
  const data = join(dir, 'data');
  const run = (command: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' }) : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const user = asRoot ? 'postgres' : userInfo().username;
  run('initdb', ['-D', data, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  // fsync off: a test cluster is thrown away, and durability is not what its tests check.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  start();
  return {
    url: (database = 'postgres') => `postgres://${user}@127.0.0.1:${port}/${database}`,
    pause: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop: () => {
      try {
        if (existsSync(join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
