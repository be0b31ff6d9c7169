import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dir: string;
let blockProblemPaths: string[];
const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/commands/validate-config.ts', ...args], { encoding: 'utf8' });
  return { code: result.status, lines: result.stdout.trim().split('\n').filter(Boolean), stderr: result.stderr };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'masthead-validate-'));
  cpSync('site-configs', join(dir, 'site-configs'), { recursive: true });
  const headerFile = join(dir, 'site-configs/optics/header.json');
  const header = JSON.parse(readFileSync(headerFile, 'utf8'));
  header.customButtonList = Array.from({ length: 4 }, (_, index) => ({ customButtonName: `<script>b${index}</script>` }));
  writeFileSync(headerFile, JSON.stringify(header));
  writeFileSync(join(dir, 'site-configs/ecology/footer.json'), '{ "copyright": ');
  const menuFile = join(dir, 'site-configs/ecology/menu.json');
  const menu = JSON.parse(readFileSync(menuFile, 'utf8'));
  menu.items[1].code = 'not a code';
  menu.items[2].enable = '1';
  menu.items[2].lable = 'typo';
  writeFileSync(menuFile, JSON.stringify(menu));
  // What only the blocks know: a code no block renders, props failing the block's contract (issue 20).
  const modulesFile = join(dir, 'site-configs/optics/modules.json');
  const modules = JSON.parse(readFileSync(modulesFile, 'utf8'));
  const latestIssue = modules.home.findIndex((module: { code: string }) => module.code === 'latestIssue');
  modules.home[latestIssue].props = { limit: 'many' };
  modules.home.push({ id: 999, code: 'selmag', styleId: 1, name: '', enName: '', enable: '1', props: {} });
  writeFileSync(modulesFile, JSON.stringify(modules));
  blockProblemPaths = [`home[${latestIssue}].props.limit`, `home[${modules.home.length - 1}]`];
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run validate-config', () => {
  it('passes the shipped sample sites', () => {
    const { code, lines } = run('site-configs');
    expect(code).toBe(0);
    expect(lines.at(-1)).toMatch(/^validate-config: site-configs: \d+ files, 5 sites, no problems$/);
  });

  it('prints one line per problem, naming file and field path, and exits 1', () => {
    const { code, lines } = run(join(dir, 'site-configs'));
    // Outside the working directory, files are shown by their absolute path.
    const shown = join(dir, 'site-configs');
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^${shown}/ecology/footer\\.json: is not valid JSON`)),
      `${shown}/ecology/menu.json: items[1].code: must be a menu code made of letters, digits, - or _`,
      `${shown}/ecology/menu.json: items[2].lable: unknown field (ignored); check its spelling`,
      `${shown}/optics/header.json: customButtonList[3]: at most 3 custom buttons`,
      expect.stringMatching(new RegExp(`^${shown}/optics/modules\\.json: ${blockProblemPaths[0]!.replace(/[[\]]/g, '\\$&')}: Invalid input: expected number`)),
      `${shown}/optics/modules.json: ${blockProblemPaths[1]}: no block renders module code "selmag" (style 1)`,
    ]);
  });

  it('checks one site folder, or one file', () => {
    const site = run(join(dir, 'site-configs/optics'));
    expect(site.code).toBe(1);
    expect(site.lines).toHaveLength(3);
    expect(site.lines[0]).toMatch(/optics\/header\.json: customButtonList\[3\]: at most 3 custom buttons$/);
    expect(site.lines[2]).toMatch(/optics\/modules\.json: home\[\d+\]: no block renders module code "selmag"/);

    const file = run('site-configs/ecology/header.json');
    expect(file.code).toBe(0);
  });

  it('says so when the path is not a configuration file', () => {
    const { code, lines } = run('package.json');
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^package\.json: is not a configuration file \(known: site\.json, /);
  });
});
