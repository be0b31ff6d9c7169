import { describe, expect, it } from 'vitest';
import { menuItem, menuTree } from '../menu.ts';

describe('menuItem', () => {
  it('parses a two-level tree with defaults and enable flags', () => {
    const [home] = menuTree.parse([
      { id: '1', code: 'index', name: '首页', enable: '1', children: [{ id: 2, code: 'carousel', parentId: 1, enable: '0' }] },
    ]);
    expect(home).toMatchObject({ id: 1, code: 'index', name: '首页', enName: '', enable: true, route: '', parentId: null });
    expect(home?.children[0]).toMatchObject({ id: 2, enable: false, parentId: 1, children: [] });
  });

  it('treats a missing enable as enabled', () => {
    expect(menuItem.parse({ id: 1, code: 'news' }).enable).toBe(true);
  });

  it('points at the broken child by its path', () => {
    const result = menuTree.safeParse([{ id: 1, code: 'index', children: [{ id: 2, code: 'bad code!' }] }]);
    expect(result.error?.issues[0]).toMatchObject({
      path: [0, 'children', 0, 'code'],
      message: 'must be a menu code made of letters, digits, - or _',
    });
  });

  it('rejects a route that could leave the site', () => {
    expect(menuItem.safeParse({ id: 1, code: 'item', route: '//evil.example' }).success).toBe(false);
    expect(menuItem.parse({ id: 1, code: 'item', route: 'authors/guide' }).route).toBe('authors/guide');
  });
});
