import { describe, expect, it } from 'vitest';
import { idSafe, moduleListsOf, moved, newModule, removablePathOf, valueAt, withoutAt, withValueAt } from '../module-lists.ts';

describe('the module lists of a part', () => {
  it('finds the home page and each channel of modules.json, and the layout, screens and variants of screens.json', () => {
    expect(moduleListsOf('modules.json', { home: [], channels: { 1204: [] } }).map(({ key, label }) => [key, label])).toEqual([
      ['home', 'Home page'],
      ['channels.1204', 'Channel 1204'],
    ]);
    const screens = { layout: { before: [], after: [] }, screens: { '/login': { modules: [], variants: [{ when: {}, use: 'notFound' }, { when: {}, modules: [] }] } } };
    expect(moduleListsOf('screens.json', screens).map(({ key }) => key)).toEqual(['layout.before', 'layout.after', 'screens./login.modules', 'screens./login.variants.1.modules']);
    expect(moduleListsOf('footer.json', {})).toEqual([]);
  });

  it('reads and writes a value at a path without touching the rest', () => {
    const value = { home: [{ id: 1 }, { id: 2 }], channels: {} };
    const next = withValueAt(value, ['home', 1, 'code'], 'carousel') as typeof value;
    expect(next.home[1]).toEqual({ id: 2, code: 'carousel' });
    expect(next.home[0]).toBe(value.home[0]);
    expect(value.home[1]).toEqual({ id: 2 });
    expect(valueAt(withValueAt(value, ['channels', '7'], []), ['channels', '7'])).toEqual([]);
    expect(withoutAt({ channels: { 7: [], 8: [] } }, ['channels', '7'])).toEqual({ channels: { 8: [] } });
  });

  it('gives a new block the next free id, moves within bounds, and names what a page removes', () => {
    expect(newModule([{ id: 3 }, { id: '9' }], 'latestIssue', 2)).toEqual({ id: 10, code: 'latestIssue', styleId: 2, name: '', enName: '', enable: true, props: {} });
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(removablePathOf({ key: 'channels.7', path: ['channels', '7'], label: '' })).toEqual(['channels', '7']);
    expect(removablePathOf({ key: 'screens./login.modules', path: ['screens', '/login', 'modules'], label: '' })).toEqual(['screens', '/login']);
    expect(removablePathOf({ key: 'home', path: ['home'], label: '' })).toBeUndefined();
    expect(idSafe('screens./{code}.modules')).toBe('screens_2e_2f_7bcode_7d_2emodules');
  });
});
