import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../schemas/menu.ts';
import { routedMenuCodes } from '../schemas/menu-codes.ts';
import { readConfigFolder } from '../server/config/read-config-folder.ts';
import { siteFolders } from '../server/config/config-documents.ts';
import { allJsonSchemas } from '../server/commands/write-json-schemas.ts';

const configDir = 'site-configs';
const snapshot = readConfigFolder(configDir);
const codesOf = (items: MenuItem[]): string[] => items.flatMap((item) => [item.code, ...codesOf(item.children)]);

describe('the sample sites', () => {
  it('have no configuration problems', () => {
    expect(snapshot.diagnostics).toEqual([]);
  });

  it('include a zh-first journal, an en-first journal, a group, an expired and a maintenance site', () => {
    const sites = [...snapshot.sites.values()].map(({ site, header }) => ({ site, header }));
    expect(sites.some(({ site }) => site.defaultLanguage === 'zh' && site.status === 'active' && !site.groupSite)).toBe(true);
    expect(sites.some(({ site }) => site.defaultLanguage === 'en' && site.status === 'active' && !site.groupSite)).toBe(true);
    expect(sites.some(({ site }) => site.groupSite && site.members.length >= 2)).toBe(true);
    expect(sites.some(({ site }) => site.status === 'expired')).toBe(true);
    expect(sites.some(({ site }) => site.status === 'maintenance')).toBe(true);
  });

  it('differ by configuration alone: nav style, theme colour and search box style', () => {
    const active = [...snapshot.sites.values()].filter(({ site }) => site.status === 'active' && !site.groupSite);
    expect(new Set(active.map(({ header }) => header.navStyle)).size).toBeGreaterThan(1);
    expect(new Set(active.map(({ site }) => site.colour)).size).toBeGreaterThan(1);
    const boxStyles = active.flatMap(({ search }) => search.boxes.map((box) => box.styleId));
    expect(boxStyles).toEqual(expect.arrayContaining([1, 13]));
  });

  it('use every menu code of the spec navigation table between them', () => {
    const used = new Set([...snapshot.sites.values()].flatMap(({ menu }) => codesOf(menu.items)));
    expect(routedMenuCodes.filter((code) => !used.has(code))).toEqual([]);
    expect([...used].some((code) => snapshot.commonCodes.includes(code))).toBe(true);
  });
});

describe('the JSON Schemas in site-configs/_schema', () => {
  const generated = allJsonSchemas();

  it('are up to date with the zod schemas (npm run json-schema)', () => {
    for (const [name, text] of generated) expect(readFileSync(join(configDir, '_schema', name), 'utf8'), name).toBe(text);
  });

  it('accept every sample file, and reject a broken one as an editor would', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const validators = new Map([...generated].map(([name, text]) => [name.replace('.schema.json', '.json'), ajv.compile(JSON.parse(text))]));
    const files = [
      ...['themes.json', 'common-codes.json'].map((name) => join(configDir, name)),
      ...siteFolders(configDir).flatMap((sld) => readdirSync(join(configDir, sld)).map((name) => join(configDir, sld, name))),
    ];
    for (const file of files) {
      const validate = validators.get(file.split('/').pop()!)!;
      expect(validate(JSON.parse(readFileSync(file, 'utf8'))), `${file}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    const header = validators.get('header.json')!;
    expect(header({ schemaVersion: 1, navStyle: 'wide' })).toBe(false);
  });
});
