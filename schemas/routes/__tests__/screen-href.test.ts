import { describe, expect, it } from 'vitest';
import { familyPrefix } from '../family-prefix.ts';
import { parseLocation } from '../../../runtime/routing/parse-location.ts';
import type { ScreenParams } from '../route-table.ts';
import { screenHref } from '../screen-href.ts';
import type { FamilyScreen } from '../screens.ts';

/** Parameters for every screen (the type makes a new screen add its own), with and without the optional ones. */
const samples: { [Screen in FamilyScreen]: ScreenParams<Screen>[] } = {
  home: [{}, { id: 5 }],
  issues: [{}],
  justAccepted: [{}],
  onlineFirst: [{}],
  articleByDoi: [{ doi: '10.3788/OF202646.0101001' }, { doi: '10.1002/(SICI)1097-4636(199706)35:4<445::AID-JBM5>3.0.CO;2-H' }],
  article: [{}, { thesisId: 10001 }],
  about: [{}, { id: 1101 }],
  aboutus: [{}, { id: 7 }],
  collectionList: [{}, { id: 1601 }],
  collections: [{}, { virtualId: 1601 }],
  info: [{}, { id: 1306 }],
  newcomposite: [{}, { id: 3 }],
  news: [{}, { id: 2 }],
  newsDetails: [{}, { id: 1301 }],
  newsInfo: [{}, { id: 1400 }, { id: 1400, activeId: 0 }],
  editorialBoard: [{}, { id: 1102 }, { id: 1102, editorialId: 1401 }],
  issue: [{}, { year: 2026 }, { year: 2026, issue: 2 }, { year: 2024, issue: 'S 1/2' }],
  code: [{ code: 'authors' }, { code: 'authors/guide' }],
};

const asStrings = (params: object) => Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));

describe('screenHref and parseLocation', () => {
  const cases = Object.entries(samples).flatMap(([screen, list]) => (list as object[]).map((params) => [screen, params] as const));

  it.each(cases)('%s %j: the address reads back as the same screen and parameters, in both families', (screen, params) => {
    for (const prefix of [familyPrefix('en'), familyPrefix('en', 'optics')]) {
      const href = (screenHref as (prefix: string, screen: string, params: object) => string)(prefix, screen, params);
      expect(href.startsWith(`${prefix}/`)).toBe(true);
      const [pathname, search] = href.split('?') as [string, string?];
      expect(parseLocation(pathname, search)).toMatchObject({ screen, params: asStrings(params) });
    }
  });

  it('writes the addresses the portal has always had', () => {
    expect(screenHref('/optics/en', 'issue', { year: 2026, issue: 2 })).toBe('/optics/en/issue/2026/2/');
    expect(screenHref('/en', 'article', { thesisId: 12 })).toBe('/en/article/12/');
    expect(screenHref('/en', 'articleByDoi', { doi: '10.7554/eLife.02043' })).toBe('/en/article/doi/10.7554/eLife.02043');
    expect(screenHref('/en', 'home')).toBe('/en/home/');
  });

  it('refuses a parameter given without the optional one before it', () => {
    expect(() => screenHref('/en', 'issue', { issue: 2 })).toThrow(/'issue' is given without 'year'/);
  });
});
