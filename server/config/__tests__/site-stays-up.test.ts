import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfigFolder } from '../read-config-folder.ts';

/**
 * A broken site.json never takes a journal offline (issue 16, item 2): before, `"logo1": "javascript:alert(1)"` made
 * the whole site answer 403, and deleting site.json did the same though a last good copy was in memory.
 */
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function sampleConfig(): string {
  const dir = mkdtempSync(join(tmpdir(), 'masthead-config-'));
  folders.push(dir);
  cpSync('site-configs', dir, { recursive: true });
  return dir;
}

const editSite = (dir: string, edit: (site: Record<string, unknown>) => void) => {
  const file = join(dir, 'ecology', 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8'));
  edit(site);
  writeFileSync(file, JSON.stringify(site));
};

describe('a site whose site.json breaks', () => {
  it('keeps serving without the hostile field, and says which field was dropped', () => {
    const dir = sampleConfig();
    editSite(dir, (site) => {
      site.logo1 = 'javascript:alert(1)';
    });
    const snapshot = readConfigFolder(dir);
    expect(snapshot.sites.get('ecology')?.site.sld).toBe('ecology');
    expect(JSON.stringify(snapshot.sites.get('ecology'))).not.toContain('javascript:');
    expect(snapshot.diagnostics.some((diagnostic) => diagnostic.file.endsWith('site.json') && diagnostic.path === 'logo1')).toBe(true);
  });

  it('keeps serving its last good site.json when the file is deleted', () => {
    const dir = sampleConfig();
    const before = readConfigFolder(dir);
    rmSync(join(dir, 'ecology', 'site.json'));
    const after = readConfigFolder(dir, before);
    expect(after.sites.get('ecology')?.site).toEqual(before.sites.get('ecology')?.site);
    expect(after.diagnostics.some((diagnostic) => diagnostic.file.endsWith(join('ecology', 'site.json')) && /missing/.test(diagnostic.message))).toBe(true);
  });
});

describe('a second folder copying a site (issue 16, item 7)', () => {
  it('is refused when it reuses the site id, and loses a domain another site has', () => {
    const dir = sampleConfig();
    cpSync(join(dir, 'ecology'), join(dir, 'zz-ecology-copy'), { recursive: true });
    const copy = join(dir, 'zz-ecology-copy', 'site.json');
    writeFileSync(copy, readFileSync(copy, 'utf8').replace('"sld": "ecology"', '"sld": "zz-ecology-copy"'));
    const snapshot = readConfigFolder(dir);
    expect(snapshot.sites.has('zz-ecology-copy')).toBe(false);
    expect(snapshot.sites.get('ecology')?.site.domains).toEqual(['ecology.localhost']);

    const sharedDomain = join(dir, 'zz-ecology-copy', 'site.json');
    const site = JSON.parse(readFileSync(sharedDomain, 'utf8'));
    writeFileSync(sharedDomain, JSON.stringify({ ...site, siteId: 999, domains: ['ecology.localhost', 'copy.localhost'] }));
    const withOwnId = readConfigFolder(dir);
    expect(withOwnId.sites.get('zz-ecology-copy')?.site.domains).toEqual(['copy.localhost']);
    expect(withOwnId.sites.get('ecology')?.site.domains).toEqual(['ecology.localhost']);
  });
});
