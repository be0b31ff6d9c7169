import { describe, expect, it } from 'vitest';
import { adminHref, adminRoutes, parseAdminPath } from '../admin-routes.ts';

describe('the admin route table', () => {
  it('builds every screen\'s address and reads it back to the same screen and parameters', () => {
    const cases = [
      adminHref('sites'),
      adminHref('desk', { sld: 'optics', kind: 'article' }, { q: '光场 调控', status: 'draft', bin: 'true', journalId: 1001, issueId: 1205, page: 3 }),
      adminHref('deskNew', { sld: 'optics', kind: 'issue' }),
      adminHref('deskItem', { sld: 'optics', kind: 'news', id: 42 }),
      adminHref('issueContents', { sld: 'ecology', id: 7 }),
      adminHref('audit', { sld: 'optics' }),
      adminHref('deskUpload', { sld: 'optics' }, { journalId: 1001, issueId: 1205 }),
      adminHref('studio', { sld: 'optics' }),
      adminHref('studioPart', { sld: 'optics', part: 'basic-info' }, { view: 'history' }),
      adminHref('manageSites'),
      adminHref('sharedParts'),
      adminHref('sharedPart', { part: 'themes' }),
    ];
    expect(cases).toEqual([
      '/admin/',
      '/admin/sites/optics/desk/article?q=%E5%85%89%E5%9C%BA+%E8%B0%83%E6%8E%A7&status=draft&bin=true&journalId=1001&issueId=1205&page=3',
      '/admin/sites/optics/desk/issue/new',
      '/admin/sites/optics/desk/news/42',
      '/admin/sites/ecology/desk/issue/7/contents',
      '/admin/sites/optics/audit',
      '/admin/sites/optics/upload?journalId=1001&issueId=1205',
      '/admin/sites/optics/studio',
      '/admin/sites/optics/studio/basic-info?view=history',
      '/admin/manage-sites',
      '/admin/shared',
      '/admin/shared/themes',
    ]);
    const read = cases.map((href) => {
      const [path, search] = href.split('?');
      return parseAdminPath(path!, search);
    });
    expect(read.map((location) => location?.name)).toEqual(['sites', 'desk', 'deskNew', 'deskItem', 'issueContents', 'audit', 'deskUpload', 'studio', 'studioPart', 'manageSites', 'sharedParts', 'sharedPart']);
    expect(read[8]).toMatchObject({ params: { sld: 'optics', part: 'basic-info' }, query: { view: 'history' } });
    expect(read[1]).toMatchObject({ params: { sld: 'optics', kind: 'article' }, query: { q: '光场 调控', status: 'draft', bin: 'true', journalId: 1001, issueId: 1205, page: 3, size: 20 } });
    expect(read[3]).toMatchObject({ params: { sld: 'optics', kind: 'news', id: 42 } });
    expect(read[6]).toMatchObject({ params: { sld: 'optics' }, query: { journalId: 1001, issueId: 1205 } });
    expect(Object.keys(adminRoutes).sort()).toEqual([...new Set(read.map((location) => location!.name))].sort());
  });

  it('leaves defaults out of an address, so one list has one address', () => {
    expect(adminHref('desk', { sld: 'optics', kind: 'article' }, { q: '', page: 1, bin: 'false', size: 20 })).toBe('/admin/sites/optics/desk/article');
    expect(adminHref('studioPart', { sld: 'optics', part: 'menu' }, { view: 'form' })).toBe('/admin/sites/optics/studio/menu');
  });

  it('names a studio part without `.json` (an address ending so names a file), and reads an unknown view as the form', () => {
    expect(parseAdminPath('/admin/sites/optics/studio/menu.json')).toBeUndefined();
    expect(parseAdminPath('/admin/sites/optics/studio/menu', 'view=nonsense')).toMatchObject({ name: 'studioPart', query: { view: 'form' } });
  });

  it('names no screen for an unknown kind, a bad id or another path; a query that does not read falls back to defaults', () => {
    expect(parseAdminPath('/admin/sites/optics/desk/books')).toBeUndefined();
    expect(parseAdminPath('/admin/sites/optics/desk/article/x1')).toBeUndefined();
    expect(parseAdminPath('/admin/nowhere')).toBeUndefined();
    expect(parseAdminPath('/optics/zh/home/')).toBeUndefined();
    expect(parseAdminPath('/admin/sites/%E0%A4%A/desk/article')).toBeUndefined();
    expect(parseAdminPath('/admin/sites/optics/desk/article', 'page=many')).toMatchObject({ name: 'desk', query: { page: 1 } });
  });

  it('encodes what it puts in a path', () => {
    expect(adminHref('audit', { sld: 'a/b' })).toBe('/admin/sites/a%2Fb/audit');
  });
});
