import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigStore } from '../config-store.ts';
import { readConfigFolder } from '../read-config-folder.ts';

let dir: string;
const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(path, JSON.stringify(json));
};
const lines = (snapshot: ReturnType<typeof readConfigFolder>) =>
  snapshot.diagnostics.map(({ file, path, message }) => `${file.slice(dir.length + 1)}: ${path}: ${message}`);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'masthead-config-'));
  cpSync('site-configs', dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readConfigFolder', () => {
  it('serves a site whose header is broken, with the broken parts defaulted and reported', () => {
    edit('optics/header.json', (header) => {
      const button = (header.customButtonList as unknown[])[0];
      header.customButtonList = [button, button, button, button, button];
      header.navStyle = 'wide';
      header.showlogin = 1;
    });
    const snapshot = readConfigFolder(dir);
    const optics = snapshot.sites.get('optics');
    expect(optics?.header.customButtonList).toHaveLength(3);
    expect(optics?.header.navStyle).toBe(1);
    expect(lines(snapshot)).toEqual([
      'optics/header.json: navStyle: Invalid input: expected number, received string',
      'optics/header.json: customButtonList[3]: at most 3 custom buttons',
      'optics/header.json: customButtonList[4]: at most 3 custom buttons',
      'optics/header.json: showlogin: unknown field (ignored); check its spelling',
    ]);
  });

  it('uses defaults for a file that is not JSON, and says so', () => {
    writeFileSync(join(dir, 'ecology/footer.json'), '{ "copyright": ');
    const snapshot = readConfigFolder(dir);
    expect(snapshot.sites.get('ecology')?.footer.copyright).toBe('');
    expect(lines(snapshot)[0]).toMatch(/^ecology\/footer\.json: : is not valid JSON/);
  });

  it('treats a missing optional file as defaults, and a missing aiqa.json as no AI panel', () => {
    unlinkSync(join(dir, 'optics/aiqa.json'));
    unlinkSync(join(dir, 'optics/footer.json'));
    const snapshot = readConfigFolder(dir);
    expect(snapshot.sites.get('optics')?.aiqa).toBeNull();
    expect(snapshot.sites.get('optics')?.footer.icp).toBe('');
    expect(snapshot.diagnostics).toEqual([]);
  });

  it('leaves out a site whose site.json is unusable, and names the field', () => {
    edit('heritage/site.json', (siteFile) => {
      delete siteFile.siteId;
    });
    const snapshot = readConfigFolder(dir);
    expect(snapshot.sites.has('heritage')).toBe(false);
    expect(lines(snapshot)).toContain('heritage/site.json: siteId: must be a whole number of at most 15 digits');
  });

  it('reports rules that span files: duplicate site ids, sld ≠ folder, unknown group members', () => {
    edit('ecology/site.json', (siteFile) => {
      siteFile.siteId = 101;
    });
    edit('sciencegroup/site.json', (siteFile) => {
      siteFile.members = ['optics', 'nowhere'];
    });
    edit('geoscience/site.json', (siteFile) => {
      siteFile.sld = 'geo';
    });
    const snapshot = readConfigFolder(dir);
    const reported = lines(snapshot);
    // Folders are read in name order, so ecology claims 101 first, and optics is refused: it would show ecology's content.
    expect(reported).toContain('optics/site.json: siteId: 101 is already used by ecology; this site is not served');
    expect(snapshot.sites.has('optics')).toBe(false);
    expect(snapshot.sites.get('ecology')?.site.siteId).toBe(101);
    expect(reported).toContain('sciencegroup/site.json: members[1]: no site "nowhere" in the configuration');
    expect(reported).toContain('geoscience/site.json: sld: is "geo" but the folder is "geoscience"; they must match');
  });
});

describe('a site whose site.json breaks never goes offline (issue 16, items 2 and 7)', () => {
  it('keeps serving without a hostile field, and says which field was dropped', () => {
    edit('ecology/site.json', (site) => {
      site.logo1 = 'javascript:alert(1)';
    });
    const snapshot = readConfigFolder(dir);
    expect(snapshot.sites.get('ecology')?.site.sld).toBe('ecology');
    expect(JSON.stringify(snapshot.sites.get('ecology'))).not.toContain('javascript:');
    expect(lines(snapshot)).toContain('ecology/site.json: logo1: script addresses are not allowed');
  });

  it('keeps serving its last good site.json when the file is deleted', () => {
    const before = readConfigFolder(dir);
    unlinkSync(join(dir, 'ecology', 'site.json'));
    const after = readConfigFolder(dir, before);
    expect(after.sites.get('ecology')?.site).toEqual(before.sites.get('ecology')?.site);
    expect(lines(after)).toContain('ecology/site.json: : file is missing; its last good version is still served');
  });

  it('refuses a second folder reusing the site id, and drops from a later site a domain another site has', () => {
    cpSync(join(dir, 'ecology'), join(dir, 'zz-ecology-copy'), { recursive: true });
    edit('zz-ecology-copy/site.json', (site) => {
      site.sld = 'zz-ecology-copy';
    });
    const copied = readConfigFolder(dir);
    expect(copied.sites.has('zz-ecology-copy')).toBe(false);
    expect(copied.sites.get('ecology')?.site.domains).toEqual(['ecology.localhost']);

    edit('zz-ecology-copy/site.json', (site) => {
      site.siteId = 999;
      site.domains = ['ecology.localhost', 'copy.localhost'];
    });
    const ownId = readConfigFolder(dir);
    expect(ownId.sites.get('zz-ecology-copy')?.site.domains).toEqual(['copy.localhost']);
    expect(ownId.sites.get('ecology')?.site.domains).toEqual(['ecology.localhost']);
    expect(lines(ownId)).toContain('zz-ecology-copy/site.json: domains[0]: ecology.localhost is already used by ecology; dropped from this site');
  });
});

describe('ConfigStore.reload', () => {
  it('applies a valid edit, and keeps the last good value over an invalid one', async () => {
    const store = new ConfigStore(dir);
    edit('optics/footer.json', (footer) => {
      footer.icp = '京ICP备00000001号';
    });
    await store.reload();
    expect(store.bySld('optics')?.footer.icp).toBe('京ICP备00000001号');

    writeFileSync(join(dir, 'optics/footer.json'), '{ broken');
    const { diagnostics } = await store.reload();
    expect(store.bySld('optics')?.footer.icp).toBe('京ICP备00000001号');
    expect(diagnostics.map(({ file }) => file.slice(dir.length + 1))).toContain('optics/footer.json');

    edit('optics/header.json', (header) => {
      header.navStyle = 3;
    });
    await store.reload();
    edit('optics/header.json', (header) => {
      header.navStyle = 0;
    });
    await store.reload();
    // The last good value (3), not the default (1).
    expect(store.bySld('optics')?.header.navStyle).toBe(3);
  });

  it('finds sites by sld, siteId and domain (with or without a port)', () => {
    const store = new ConfigStore(dir);
    expect(store.bySiteId(102)?.site.sld).toBe('ecology');
    expect(store.bySld('OPTICS')?.site.siteId).toBe(101);
    expect(store.byDomain('ecology.localhost:3000')?.site.sld).toBe('ecology');
    expect(store.byDomain('unknown.example')).toBeUndefined();
  });
});

describe('limits on what a configuration file may hold (issue 16, item 7)', () => {
  const footer = (snapshot: ReturnType<typeof readConfigFolder>) => snapshot.sites.get('ecology')!.footer;

  it('does not read a file over 256 kB (a 10 MB footer text): the defaults serve, and the size is reported', () => {
    edit('ecology/footer.json', (json) => {
      json.copyright = 'x'.repeat(10 * 1024 * 1024);
    });
    const snapshot = readConfigFolder(dir);
    expect(footer(snapshot).copyright).toBe('');
    expect(lines(snapshot)).toEqual(['ecology/footer.json: : is 10241 kB; at most 256 kB are read']);
  });

  it('drops a text longer than 4,000 characters, keeping the rest of the file', () => {
    const icp = JSON.parse(readFileSync(join(dir, 'ecology/footer.json'), 'utf8')).icp as string;
    edit('ecology/footer.json', (json) => {
      json.copyright = 'x'.repeat(100_000);
    });
    const snapshot = readConfigFolder(dir);
    expect(footer(snapshot).copyright).toBe('');
    expect(footer(snapshot).icp).toBe(icp);
    expect(lines(snapshot)).toEqual(['ecology/footer.json: copyright: is 100000 characters long; at most 4000 (not read)']);
  });

  it('reads at most 200 entries of a list and 500 menu entries in all', () => {
    const item = (id: number, children: unknown[] = []) => ({ id, name: `m${id}`, enName: `m${id}`, code: 'news', enable: true, children });
    edit('optics/menu.json', (json) => {
      json.items = Array.from({ length: 300 }, (_, n) => item(10_000 + n, [item(20_000 + n), item(30_000 + n)]));
    });
    const snapshot = readConfigFolder(dir);
    const items = snapshot.sites.get('optics')!.menu.items;
    const count = (list: { children: unknown[] }[]): number => list.reduce((sum, entry) => sum + 1 + count(entry.children as { children: unknown[] }[]), 0);
    expect(items).toHaveLength(200);
    expect(count(items)).toBe(500);
    expect(lines(snapshot).filter((line) => line.startsWith('optics/menu.json'))).toEqual([
      'optics/menu.json: items: has 300 entries; at most 200 are read',
      "optics/menu.json: items[150].children: the file's lists hold more than 500 entries in all; from here on, no more are read",
    ]);
  });

  it('drops what is nested more than 16 levels deep', () => {
    let nested: unknown = 'deep';
    for (let level = 0; level < 40; level++) nested = [nested];
    edit('ecology/footer.json', (json) => {
      json.friendshipLinks = nested;
    });
    const snapshot = readConfigFolder(dir);
    expect(lines(snapshot).some((line) => /friendshipLinks(\[0\])+: is nested more than 16 levels deep/.test(line))).toBe(true);
    expect(footer(snapshot).friendshipLinks).toEqual([]);
  });

  it('refuses a site style sheet that imports another, which could change the site from another host', () => {
    edit('optics/header.json', (json) => {
      json.cssContent = '@import url(https://evil.example/x.css); .mh-header { color: red }';
    });
    const snapshot = readConfigFolder(dir);
    expect(snapshot.sites.get('optics')!.header.cssContent).toBe('');
    expect(lines(snapshot)).toEqual(['optics/header.json: cssContent: must not @import other style sheets']);
  });
});
