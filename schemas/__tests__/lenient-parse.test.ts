import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { headerConfig } from '../header-config.ts';
import { formatPath, parseLeniently } from '../lenient-parse.ts';
import { menuFile } from '../site-config/files.ts';
import { themeColourList } from '../theme.ts';

describe('formatPath', () => {
  it('writes paths the way an administrator reads them', () => {
    expect(formatPath(['items', 2, 'children', 0, 'code'])).toBe('items[2].children[0].code');
    expect(formatPath(['channels', '12'])).toBe('channels["12"]');
    expect(formatPath([])).toBe('');
  });
});

describe('parseLeniently', () => {
  it('returns valid input untouched, with no issues', () => {
    const result = parseLeniently(headerConfig, { navStyle: 2 });
    expect(result).toMatchObject({ ok: true, issues: [] });
    expect(result.value?.navStyle).toBe(2);
  });

  it('defaults only the broken field and keeps the rest', () => {
    const result = parseLeniently(headerConfig, { navStyle: 'wide', ceiling: 1, cssContent: 'a{}' });
    expect(result.ok).toBe(true);
    expect(result.value).toMatchObject({ navStyle: 1, ceiling: true, cssContent: 'a{}' });
    expect(result.issues).toEqual([{ path: 'navStyle', message: 'Invalid input: expected number, received string' }]);
  });

  it('keeps the first 3 of 10 custom buttons and reports each extra one', () => {
    const buttons = Array.from({ length: 10 }, (_, index) => ({ customButtonName: `b${index}` }));
    const result = parseLeniently(headerConfig, { customButtonList: buttons });
    expect(result.value?.customButtonList.map((entry) => entry.customButtonName)).toEqual(['b0', 'b1', 'b2']);
    expect(result.issues).toEqual([3, 4, 5, 6, 7, 8, 9].map((index) => ({ path: `customButtonList[${index}]`, message: 'at most 3 custom buttons' })));
  });

  it('reports a check that zod skipped while an entry was broken, once the entry is mended', () => {
    const colour = { colorId: 1, themeColorPrimary: '#123456', themeColorHoverPrimary: '#234567', otherColor: '#345678', bgOpacity: 1, bottomLineColor: '#456789' };
    const result = parseLeniently(themeColourList, [{ ...colour, bgOpacity: null }, colour]);
    expect(result.issues.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      '[0].bgOpacity: Invalid input: expected number, received null',
      ': each colorId may appear once',
    ]);
  });

  it('drops a list entry whose required field is broken, keeping its siblings', () => {
    const result = parseLeniently(menuFile, {
      items: [
        { id: 1, code: 'index' },
        { id: 2, code: 'bad code!' },
        { id: 3, code: 'news', children: [{ code: 'item' }, { id: 5, code: 'item' }] },
      ],
    });
    expect(result.ok).toBe(true);
    expect(result.value?.items.map((item) => item.id)).toEqual([1, 3]);
    expect(result.value?.items[1]?.children.map((item) => item.id)).toEqual([5]);
    expect(result.issues.map((issue) => issue.path)).toEqual(['items[1].code', 'items[2].children[0].id']);
  });

  it('drops an optional part missing several required fields, and keeps its siblings (not the whole file)', () => {
    const schema = z.object({ defaultSite: z.string().default(''), oai: z.object({ id: z.string(), name: z.string(), emails: z.array(z.string()) }).optional() });
    const result = parseLeniently(schema, { defaultSite: 'optics', oai: {} });
    expect(result).toMatchObject({ ok: true, value: { defaultSite: 'optics' } });
    expect(result.value).not.toHaveProperty('oai');
    expect(result.issues.map((issue) => issue.path)).toEqual(['oai.id', 'oai.name', 'oai.emails']);
  });

  it('keeps hostile text as text: validation is not where markup is handled', () => {
    const result = parseLeniently(menuFile, { items: [{ id: 1, code: 'news', name: '<script>alert(1)</script>' }] });
    expect(result.value?.items[0]?.name).toBe('<script>alert(1)</script>');
  });

  it('falls back to the defaults when the whole value is the wrong type', () => {
    const result = parseLeniently(headerConfig, 'not an object');
    expect(result.ok).toBe(true);
    expect(result.value?.navStyle).toBe(1);
    expect(result.issues).toHaveLength(1);
  });

  it('is not ok when even the defaults are invalid', () => {
    const result = parseLeniently(z.object({ required: z.string() }), { required: 3 });
    expect(result.ok).toBe(false);
    expect(result.issues[0]?.path).toBe('required');
  });

  it('does not modify its input', () => {
    const input = { customButtonList: Array.from({ length: 5 }, () => ({ customButtonName: 'x' })) };
    parseLeniently(headerConfig, input);
    expect(input.customButtonList).toHaveLength(5);
  });
});

