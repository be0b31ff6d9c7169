import { describe, expect, it } from 'vitest';
import { parseLocation } from '../../../runtime/routing/parse-location.ts';
import { standaloneRouteNames } from '../../route-names.ts';
import { menuCodeHref, standaloneHref } from '../standalone-href.ts';

const parsed = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return parseLocation(url.pathname, url.search);
};

describe('standaloneHref and menuCodeHref (the standalone routes of the route table)', () => {
  it('builds an address every standalone route parses back to, with the same query', () => {
    const query = { lang: 'en', slds: 'optics', url: '/optics/en/issue/2024/3/?page=2', q: '成像 & laser' };
    for (const route of standaloneRouteNames) {
      const location = parsed(standaloneHref(route, query));
      expect({ family: location.family, screen: location.screen, query: location.query }, route).toEqual({ family: 'standalone', screen: route, query });
    }
  });

  it('leaves out absent and empty values, keeps the order given', () => {
    expect(standaloneHref('personal')).toBe('/personal');
    expect(standaloneHref('news', [['type', 2], ['code', 'news'], ['childId', undefined], ['columnName', ''], ['slds', 'optics']])).toBe('/news?type=2&code=news&slds=optics');
  });

  it('links a menu code of its own to /{code}?code={code}, which parses as that code and not as a site', () => {
    const location = parsed(menuCodeHref('openData', [['columnId', 61], ['slds', 'optics']]));
    expect(location).toMatchObject({ family: 'menuCode', screen: 'code', params: { code: 'openData' }, query: { columnId: '61', code: 'openData', slds: 'optics' } });
    expect(menuCodeHref('openData', [['code', 'openData'], ['index', 6]])).toBe('/openData?code=openData&index=6');
  });
});
