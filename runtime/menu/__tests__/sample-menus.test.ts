import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import type { MenuItem } from '../../../schemas/menu.ts';
import { publicationConfig } from '../../../schemas/publication-config.ts';
import { menuFile } from '../../../schemas/site-config/files.ts';
import { filterMenu } from '../filter-menu.ts';
import { resolveMenuItem, type MenuTarget } from '../resolve-menu-item.ts';
import { context } from './fixtures.ts';

const siteConfigs = fileURLToPath(new URL('../../../site-configs/', import.meta.url));

function readConfig(file: string): unknown {
  const { schemaVersion: _version, $schema: _schema, ...fields } = JSON.parse(readFileSync(`${siteConfigs}${file}`, 'utf8')) as Record<string, unknown>;
  return fields;
}

const commonCodes = (readConfig('common-codes.json') as { codes: string[] }).codes;

/** Resolves every visible item the way the header does: index among siblings, parent's index for children. */
function resolveAll(items: MenuItem[], lang: LanguageSegment, sld: string | undefined, publication: ReturnType<typeof publicationConfig.parse>) {
  const targets = new Map<number, MenuTarget>();
  items.forEach((top, index) => {
    targets.set(top.id, resolveMenuItem(top, context({ lang, sld, publication, commonCodes, position: { index } })));
    top.children.forEach((child, childIndex) => {
      targets.set(child.id, resolveMenuItem(child, context({ lang, sld, publication, commonCodes, position: { index: childIndex, parentIndex: index }, parent: top })));
    });
  });
  return targets;
}

describe.each(['optics', 'ecology'])('sample menu %s', (sld) => {
  const { items } = menuFile.parse(readConfig(`${sld}/menu.json`));
  const publication = publicationConfig.parse(readConfig(`${sld}/publication.json`));

  it.each([
    ['zh', undefined],
    ['en', undefined],
    ['zh', sld],
    ['en', sld],
    ['fra', sld],
  ] as [LanguageSegment, string | undefined][])('every visible item resolves somewhere (%s, sld %s)', (lang, routeSld) => {
    const { visible } = filterMenu(items, lang);
    expect(visible.length).toBeGreaterThan(0);
    const targets = resolveAll(visible, lang, routeSld, publication);
    for (const [id, target] of targets) {
      expect(target.kind, `item ${id}: ${JSON.stringify(target)}`).not.toBe('none');
    }
  });
});

describe('sample menus: expected entries', () => {
  const optics = menuFile.parse(readConfig('optics/menu.json')).items;
  const ecology = menuFile.parse(readConfig('ecology/menu.json')).items;
  const opticsPublication = publicationConfig.parse(readConfig('optics/publication.json'));
  const ecologyPublication = publicationConfig.parse(readConfig('ecology/publication.json'));

  it('optics in English: the untranslated ethics statement and the disabled call for papers stay out', () => {
    const { visible, untranslated } = filterMenu(optics, 'en');
    expect(visible.map((entry) => entry.id)).toEqual([1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800]);
    expect(visible.find((entry) => entry.id === 1000)?.children).toEqual([]);
    expect(visible.find((entry) => entry.id === 1100)?.children.map((entry) => entry.id)).toEqual([1101, 1102, 1103, 1106]);
    expect(visible.find((entry) => entry.id === 1300)?.children.map((entry) => entry.id)).toEqual([1301, 1302, 1304, 1306]);
    expect(visible.find((entry) => entry.id === 1400)?.children.map((entry) => entry.id)).toEqual([1401, 1402, 1403, 1404]);
    expect(untranslated.map((entry) => entry.id)).toEqual([1303]);
    expect(filterMenu(optics, 'zh').untranslated).toEqual([]);
  });

  it('optics targets on the site route', () => {
    const targets = resolveAll(filterMenu(optics, 'en').visible, 'en', 'optics', opticsPublication);
    expect(targets.get(1202)).toEqual({ kind: 'route', href: '/optics/en/issue/2024/5/' });
    expect(targets.get(1301)).toEqual({ kind: 'route', href: '/optics/en/authors/guide/' });
    expect(targets.get(1302)).toEqual({ kind: 'external', href: 'https://submit.optics-frontier.example.org/' });
    expect(targets.get(1401)).toEqual({
      kind: 'route',
      href: '/news?type=1&index=0&parentIndex=4&code=news&columnName=Journal+News&columnId=1&bannerId=31&childId=1401&slds=optics',
    });
    expect(targets.get(1501)).toEqual({
      kind: 'route',
      href: '/currencyList?columnId=52&index=0&parentIndex=5&code=onlineVideo&childId=1501&newsDataType=3&slds=optics',
    });
    expect(targets.get(1502)).toEqual({
      kind: 'route',
      href: '/currencyList?columnId=53&index=1&parentIndex=5&code=videoManuscript&childId=1502&styleId=2&slds=optics',
    });
    expect(targets.get(1600)).toEqual({ kind: 'route', href: '/openData?columnId=61&index=6&code=openData&slds=optics' });
    // The item names English, the page is English: it toggles (to zh) rather than doing nothing.
    expect(targets.get(1800)).toEqual({ kind: 'switchLanguage' });
  });

  it('ecology: backIssueStyle 4, science children hidden, untranslated guide', () => {
    const { visible, untranslated } = filterMenu(ecology, 'en');
    expect(untranslated.map((entry) => entry.id)).toEqual([2204]);
    expect(visible.find((entry) => entry.id === 2600)?.children).toEqual([]);
    expect(visible.find((entry) => entry.id === 2400)?.children.map((entry) => entry.id)).toEqual([2401, 2402]);
    const targets = resolveAll(visible, 'en', undefined, ecologyPublication);
    expect(targets.get(2100)).toEqual({ kind: 'route', href: '/en/issues/' });
    expect(targets.get(2102)).toEqual({ kind: 'route', href: '/en/issues/' });
    expect(targets.get(2101)).toEqual({ kind: 'route', href: '/en/issue/2024/6/' });
    expect(targets.get(2503)).toEqual({ kind: 'route', href: '/en/editorial-board/2503/' });
  });
});
