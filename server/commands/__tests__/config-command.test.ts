import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database.ts';
import { currentVersion } from '../../config/versions/config-versions.ts';

/** `npm run config -- export | import`: the database's configuration to a folder and back, for git workflows (issue 20). */
let dir: string;
let env: Record<string, string>;
const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/commands/config.ts', ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};
const versionOfFooter = async () => {
  const database = openDatabase(env.DATABASE_URL!);
  try {
    return await currentVersion(database.db, 'optics/footer.json');
  } finally {
    await database.close();
  }
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'masthead-config-command-'));
  cpSync('site-configs', join(dir, 'site-configs'), { recursive: true });
  env = { DATABASE_URL: `file:${join(dir, 'masthead.db')}`, SITE_CONFIG_DIR: join(dir, 'site-configs'), LOG_LEVEL: 'silent' };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run config', () => {
  it('exports what the database holds (an empty one takes site-configs/ first) as a config folder', () => {
    const { code, stderr } = run('export', join(dir, 'exported'));
    expect(code).toBe(0);
    expect(stderr).toMatch(/exported \d+ parts/);
    for (const file of ['optics/footer.json', 'ecology/site.json', 'themes.json']) {
      expect(readFileSync(join(dir, 'exported', file), 'utf8')).toBe(readFileSync(join('site-configs', file), 'utf8'));
    }
  });

  it('imports a folder’s changed parts as new versions with the message and author given', async () => {
    const footerFile = join(dir, 'exported/optics/footer.json');
    writeFileSync(footerFile, JSON.stringify({ ...JSON.parse(readFileSync(footerFile, 'utf8')), icp: '京ICP备12345678号' }));
    const { code, stdout } = run('import', join(dir, 'exported'), '--message', 'licence number', '--author', 'Ada');
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toEqual(['published optics/footer.json']);
    expect(await versionOfFooter()).toMatchObject({ version: 2, author: 'Ada', message: 'licence number', body: readFileSync(footerFile, 'utf8') });
  });

  it('imports nothing when the folder has a problem, a block’s included, and names it', async () => {
    const modulesFile = join(dir, 'exported/optics/modules.json');
    const modules = JSON.parse(readFileSync(modulesFile, 'utf8')) as { home: unknown[] };
    modules.home.push({ id: 999, code: 'selmag', styleId: 1, name: '', enName: '', enable: '1', props: {} });
    writeFileSync(modulesFile, JSON.stringify(modules));
    const footerFile = join(dir, 'exported/optics/footer.json');
    writeFileSync(footerFile, JSON.stringify({ ...JSON.parse(readFileSync(footerFile, 'utf8')), icp: 'not imported' }));

    const { code, stdout, stderr } = run('import', join(dir, 'exported'));
    expect(code).toBe(1);
    expect(stdout).toMatch(/exported\/optics\/modules\.json: home\[\d+\]: no block renders module code "selmag"/);
    expect(stderr).toMatch(/nothing imported/);
    expect(await versionOfFooter()).toMatchObject({ version: 2 });
  });

  it('says how to use it', () => {
    expect(run('upload', 'x')).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run config -- export <dir> | import <dir>') });
  });
});
