import { describe, expect, it } from 'vitest';
import { customButton } from '../../../schemas/header-config.ts';
import { menuTree } from '../../../schemas/menu.ts';
import { excludedChildMenuCodes } from '../../../schemas/menu-codes.ts';
import { filterMenu, limitCustomButtons } from '../filter-menu.ts';

const ids = (items: { id: number }[]) => items.map((entry) => entry.id);

describe('filterMenu', () => {
  it('keeps enabled, named items in order with their visible children', () => {
    const items = menuTree.parse([
      { id: 1, code: 'index', name: '首页', enName: 'Home' },
      { id: 2, code: 'news', name: '新闻', enName: 'News', children: [{ id: 21, parentId: 2, code: 'news', name: '公告', enName: 'Notices' }] },
    ]);
    const { visible, untranslated } = filterMenu(items, 'en');
    expect(ids(visible)).toEqual([1, 2]);
    expect(ids(visible[1]?.children ?? [])).toEqual([21]);
    expect(untranslated).toEqual([]);
  });

  it('hides disabled items (enable "0", 0, false) with their children, and does not call them untranslated', () => {
    const items = menuTree.parse([
      { id: 1, code: 'item', name: '甲', enName: 'A', enable: '0', children: [{ id: 11, code: 'item', name: '乙', enName: 'B' }] },
      { id: 2, code: 'item', name: '丙', enName: 'C', enable: 0 },
      { id: 3, code: 'item', name: '', enName: '', enable: false },
      { id: 4, code: 'item', name: '丁', enName: 'D', enable: '1', children: [{ id: 41, code: 'item', name: '戊', enable: '0' }] },
    ]);
    const { visible, untranslated } = filterMenu(items, 'zh');
    expect(ids(visible)).toEqual([4]);
    expect(visible[0]?.children).toEqual([]);
    expect(untranslated).toEqual([]);
  });

  it.each([...excludedChildMenuCodes])('hides a child with the excluded code %s', (code) => {
    const items = menuTree.parse([
      { id: 1, code: 'periodIntroduce', name: '期刊', enName: 'Journal', children: [
        { id: 11, code, name: '子', enName: 'Child' },
        { id: 12, code: 'item', name: '子二', enName: 'Child two' },
      ] },
    ]);
    expect(ids(filterMenu(items, 'en').visible[0]?.children ?? [])).toEqual([12]);
  });

  it('keeps a top-level item whose code is only excluded for children', () => {
    const items = menuTree.parse([{ id: 1, code: 'contact', name: '联系', enName: 'Contact' }]);
    expect(ids(filterMenu(items, 'en').visible)).toEqual([1]);
  });

  it('applies the excluded codes to grandchildren too', () => {
    const items = menuTree.parse([
      { id: 1, code: 'item', name: '甲', enName: 'A', children: [
        { id: 11, code: 'item', name: '乙', enName: 'B', children: [
          { id: 111, code: 'carousel', name: '丙', enName: 'C' },
          { id: 112, code: 'item', name: '丁', enName: 'D' },
        ] },
      ] },
    ]);
    expect(ids(filterMenu(items, 'en').visible[0]?.children[0]?.children ?? [])).toEqual([112]);
  });

  it.each(['index', 'science'])('shows %s but never its children (not even untranslated ones)', (code) => {
    const items = menuTree.parse([
      { id: 1, code, name: '父', enName: 'Parent', children: [
        { id: 11, code: 'newNews', name: '子', enName: 'Child' },
        { id: 12, code: 'newNews', name: '子二', enName: '' },
      ] },
    ]);
    const { visible, untranslated } = filterMenu(items, 'en');
    expect(ids(visible)).toEqual([1]);
    expect(visible[0]?.children).toEqual([]);
    expect(untranslated).toEqual([]);
  });

  it('hides the children of index and science only when they are the direct parent', () => {
    const items = menuTree.parse([
      { id: 1, code: 'item', name: '甲', enName: 'A', children: [{ id: 11, code: 'science', name: '乙', enName: 'B' }] },
    ]);
    expect(ids(filterMenu(items, 'en').visible[0]?.children ?? [])).toEqual([11]);
  });

  it('hides an item without an English name in English and collects it as untranslated', () => {
    const items = menuTree.parse([
      { id: 1, code: 'item', name: '甲', enName: 'A' },
      { id: 2, code: 'newItem', name: '出版伦理声明', enName: '' },
      { id: 3, code: 'newItem', name: '空白', enName: '   ' },
    ]);
    const { visible, untranslated } = filterMenu(items, 'en');
    expect(ids(visible)).toEqual([1]);
    expect(ids(untranslated)).toEqual([2, 3]);
    expect(untranslated[0]).toBe(items[1]);
  });

  it('hides an item without a Chinese name in Chinese', () => {
    const items = menuTree.parse([
      { id: 1, code: 'item', name: '', enName: 'English only' },
      { id: 2, code: 'item', name: '甲', enName: '' },
    ]);
    const { visible, untranslated } = filterMenu(items, 'zh');
    expect(ids(visible)).toEqual([2]);
    expect(ids(untranslated)).toEqual([1]);
  });

  it.each(['ru', 'ara', 'spa', 'fra', 'de', 'jp', 'kor', 'pt'] as const)('reads the English name on %s', (lang) => {
    const items = menuTree.parse([
      { id: 1, code: 'item', name: '甲', enName: 'A' },
      { id: 2, code: 'item', name: '乙', enName: '' },
    ]);
    const { visible, untranslated } = filterMenu(items, lang);
    expect(ids(visible)).toEqual([1]);
    expect(ids(untranslated)).toEqual([2]);
  });

  it('collects untranslated items at any depth, parents before children, but not those hidden for another reason', () => {
    const items = menuTree.parse([
      { id: 1, code: 'item', name: '甲', enName: 'A', children: [
        { id: 11, code: 'item', name: '乙', enName: '' },
        { id: 12, code: 'item', name: '丙', enName: 'C', children: [{ id: 121, code: 'item', name: '丁', enName: '' }] },
        { id: 13, code: 'item', name: '戊', enName: '', enable: '0' },
        { id: 14, code: 'contact', name: '己', enName: '' },
      ] },
      { id: 2, code: 'item', name: '庚', enName: '', children: [
        { id: 21, code: 'item', name: '辛', enName: '' },
        { id: 22, code: 'item', name: '壬', enName: 'Translated, but under an untranslated parent' },
        { id: 23, code: 'quick', name: '癸', enName: '' },
      ] },
    ]);
    const { visible, untranslated } = filterMenu(items, 'en');
    expect(ids(visible)).toEqual([1]);
    expect(ids(visible[0]?.children ?? [])).toEqual([12]);
    expect(visible[0]?.children[0]?.children).toEqual([]);
    expect(ids(untranslated)).toEqual([11, 121, 2, 21]);
  });

  it('does not change the items it is given', () => {
    const items = menuTree.parse([
      { id: 1, code: 'item', name: '甲', enName: 'A', children: [{ id: 11, code: 'carousel', name: '乙', enName: 'B' }] },
    ]);
    const before = structuredClone(items);
    filterMenu(items, 'en');
    expect(items).toEqual(before);
  });

  it('accepts an empty menu', () => {
    expect(filterMenu([], 'zh')).toEqual({ visible: [], untranslated: [] });
  });
});

describe('limitCustomButtons', () => {
  const button = (name: string, status: number) => customButton.parse({ customButtonName: name, customButtonStatus: status });

  it('keeps the first 3 enabled buttons', () => {
    const buttons = [button('a', 1), button('b', 0), button('c', 1), button('d', 1), button('e', 1)];
    expect(limitCustomButtons(buttons).map((entry) => entry.customButtonName)).toEqual(['a', 'c', 'd']);
  });

  it('keeps fewer when fewer are enabled, and none of none', () => {
    expect(limitCustomButtons([button('a', 0), button('b', 1)]).map((entry) => entry.customButtonName)).toEqual(['b']);
    expect(limitCustomButtons([])).toEqual([]);
  });
});
