import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchBoxComponent } from '../../../schemas/search-box.ts';
import { searchConfig } from '../../../schemas/search-config.ts';
import { fieldOptions, firstFieldOf, initialResourceIndex, pickSearchBox, resourceOptions, subPoolOptions } from '../search-options.ts';

function sample(sld: 'optics' | 'ecology') {
  const raw = JSON.parse(readFileSync(`site-configs/${sld}/search.json`, 'utf8'));
  return { search: searchConfig.parse(raw), boxes: (raw.boxes as unknown[]).map((box) => searchBoxComponent.parse(box)) };
}

describe('resourceOptions', () => {
  it('follows the box order, names by language, and keeps only open types', () => {
    const { search, boxes } = sample('optics');
    expect(resourceOptions(boxes[0], search, 'en').map((option) => option.label)).toEqual(['Articles', 'Journals', 'Figures', 'Tables', 'Videos']);
    expect(resourceOptions(boxes[0], search, 'zh').map((option) => option.label)).toEqual(['论文', '期刊', '图片', '表格', '视频']);
    // audio is not open (isOpenConfig 0), even when a box names it
    expect(resourceOptions({ updateResourceWay: ['audio', 'book'] }, search, 'en').map((option) => option.code)).toEqual(['book']);
  });

  it('offers every open type when the box names none (or there is no box)', () => {
    const { search } = sample('optics');
    expect(resourceOptions(undefined, search, 'fra').map((option) => option.code)).toEqual(['thesis', 'publication', 'picture', 'table', 'video', 'book', 'news', 'standard']);
  });

  it('maps the code article to thesis (ecology configures "article")', () => {
    const { search, boxes } = sample('ecology');
    expect(resourceOptions(boxes[0], search, 'en')).toEqual([
      { code: 'thesis', type: 1, label: 'Articles' },
      { code: 'picture', type: 3, label: 'Figures' },
      { code: 'table', type: 4, label: 'Tables' },
      { code: 'video', type: 5, label: 'Videos' },
    ]);
  });
});

describe('fieldOptions and firstFieldOf', () => {
  it('lists a resource’s conditions, enCondition on non-Chinese pages', () => {
    const { search } = sample('optics');
    expect(fieldOptions(search, 'publication', 'en').map((option) => option.label)).toEqual(['All Fields', 'Journal Title', 'Sponsor', 'CN', 'ISSN']);
    expect(fieldOptions(search, 'publication', 'zh').map((option) => option.label)).toEqual(['全部', '刊名', '主办单位', 'CN 号', 'ISSN']);
    expect(fieldOptions(search, 'scholar', 'en')).toEqual([]);
    expect(firstFieldOf(search, 'thesis')).toBe('');
    expect(firstFieldOf(search, undefined)).toBe('');
  });
});

describe('subPoolOptions', () => {
  it('names sub-pools by language', () => {
    const { boxes } = sample('optics');
    expect(subPoolOptions(boxes[0], 'en')).toEqual([
      { label: 'all', name: 'All Resources' },
      { label: 'oa', name: 'Open Access' },
    ]);
    expect(subPoolOptions(boxes[0], 'zh').map((pool) => pool.name)).toEqual(['全部资源', '开放获取']);
    expect(subPoolOptions(undefined, 'en')).toEqual([]);
  });
});

describe('pickSearchBox', () => {
  const { boxes } = sample('optics');
  const banner = searchBoxComponent.parse({ ...sample('ecology').boxes[0], id: 7 });
  const all = [...boxes, banner];

  it('takes the named box when it has one of the block’s styles', () => {
    expect(pickSearchBox(all, { boxId: 7, styleId: 13, styleIds: [13] })?.id).toBe(7);
    expect(pickSearchBox(all, { boxId: 1, styleId: 1, styleIds: [1, 8, 9] })?.id).toBe(1);
  });

  it('falls back to the first box of the module’s style, then of the block’s styles', () => {
    expect(pickSearchBox(all, { styleId: 13, styleIds: [13] })?.id).toBe(7);
    expect(pickSearchBox(all, { boxId: 7, styleId: 8, styleIds: [1, 8, 9] })?.id).toBe(1);
    expect(pickSearchBox(all, { boxId: 99, styleId: 1, styleIds: [1, 8, 9] })?.id).toBe(1);
    expect(pickSearchBox(boxes, { styleId: 13, styleIds: [13] })).toBeUndefined();
  });
});

describe('initialResourceIndex', () => {
  it('follows the page’s type query by code or id', () => {
    const { search, boxes } = sample('optics');
    const options = resourceOptions(boxes[0], search, 'en');
    expect(initialResourceIndex(options, undefined)).toBe(0);
    expect(initialResourceIndex(options, 'table')).toBe(3);
    expect(initialResourceIndex(options, '2')).toBe(1);
    expect(initialResourceIndex(options, 'article')).toBe(0);
    expect(initialResourceIndex(options, 'nonsense')).toBe(0);
  });
});
