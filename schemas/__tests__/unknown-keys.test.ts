import { describe, expect, it } from 'vitest';
import { headerConfig, headerWireKeys } from '../header-config.ts';
import { findUnknownKeys } from '../unknown-keys.ts';
import { menuFile } from '../site-config/files.ts';

describe('findUnknownKeys', () => {
  it('finds a misspelled field, at any depth', () => {
    const input = { showlogin: 1, customButtonList: [{ customButtonName: 'a', customButtonPCUrl: '/x' }] };
    expect(findUnknownKeys(input, headerConfig.parse(input), headerWireKeys)).toEqual([['showlogin'], ['customButtonList', 0, 'customButtonPCUrl']]);
  });

  it('does not report the wire nesting the header schema consumes', () => {
    const input = { configData: { cssContent: '' } };
    expect(findUnknownKeys(input, headerConfig.parse(input), headerWireKeys)).toEqual([]);
  });

  it('follows recursive menus', () => {
    const input = { items: [{ id: 1, code: 'index', children: [{ id: 2, code: 'news', lable: 'x' }] }] };
    expect(findUnknownKeys(input, menuFile.parse(input))).toEqual([['items', 0, 'children', 0, 'lable']]);
  });
});

describe('findUnknownKeys after entries were dropped', () => {
  it('pairs the remaining entries by id', () => {
    const input = { items: [{ id: 1, code: 'bad code' }, { id: 2, code: 'news', lable: 'x' }] };
    const salvaged = menuFile.parse({ items: [{ id: 2, code: 'news' }] });
    expect(findUnknownKeys(input, salvaged)).toEqual([['items', 1, 'lable']]);
  });
});
