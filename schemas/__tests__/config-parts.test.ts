import { describe, expect, it } from 'vitest';
import { accessConfig } from '../access.ts';
import { aiqaConfig } from '../aiqa.ts';
import { basicInfo, toBasicInfoWire } from '../basic-info.ts';
import { footerConfig } from '../footer-config.ts';
import { moduleDescriptor } from '../module-list.ts';
import { publicationConfig } from '../publication-config.ts';
import { searchBoxComponent } from '../search-box.ts';
import { searchConfig, searchResourceCode } from '../search-config.ts';
import { site } from '../site.ts';
import { mergeThemeColours, themeColourList } from '../theme.ts';
import { defaultThemeColours } from '../theme-defaults.ts';

describe('site', () => {
  it('needs siteId, sld and name, and defaults the rest', () => {
    const parsed = site.parse({ siteId: '7', sld: 'optics', name: '光学前沿' });
    expect(parsed).toMatchObject({ siteId: 7, status: 'active', groupSite: false, members: [], colour: 1, grayType: 0 });
    expect(parsed.features).toEqual({ statisticsFromAdcs: false, hssArticleRoute: false, scholarLinks: { baidu: true, google: false }, bookCloudUrl: '' });
  });

  it('rejects an sld that cannot be a path segment', () => {
    expect(site.safeParse({ siteId: 1, sld: 'Optics Site', name: 'x' }).error?.issues[0]?.path).toEqual(['sld']);
  });

  it('refuses the sld `admin`: /admin/ is the back office, which a site there would shadow', () => {
    expect(site.safeParse({ siteId: 1, sld: 'admin', name: 'x' }).error?.issues[0]).toMatchObject({ path: ['sld'], message: 'is a language or route name and cannot be an sld' });
  });

  it('keeps the colour within the 11 theme colours', () => {
    expect(site.safeParse({ siteId: 1, sld: 'ab', name: 'x', colour: 12 }).success).toBe(false);
  });
});

describe('footerConfig', () => {
  it('has friendship links off by default (a config field, not a site id)', () => {
    expect(footerConfig.parse({})).toMatchObject({ showFriendshipLinks: false, friendshipLinks: [] });
  });
});

describe('publicationConfig', () => {
  it('defaults backIssueStyle to 1 and accepts 4', () => {
    expect(publicationConfig.parse({}).backIssueStyle).toBe(1);
    expect(publicationConfig.parse({ backIssueStyle: 4 }).backIssueStyle).toBe(4);
    expect(publicationConfig.safeParse({ backIssueStyle: 5 }).success).toBe(false);
  });
});

describe('basicInfo', () => {
  it('splits the semicolon-separated wire keywords and joins them back', () => {
    const info = basicInfo.parse({ keywords: '光学; 激光;;成像', groupType: 1 });
    expect(info.keywords).toEqual(['光学', '激光', '成像']);
    expect(toBasicInfoWire(info).keywords).toBe('光学;激光;成像');
  });
});

describe('accessConfig', () => {
  it('grants by default and validates referrer hosts', () => {
    expect(accessConfig.parse({})).toEqual({ visitPower: true, downloadPower: true, referrerGrantHosts: [] });
    expect(accessConfig.safeParse({ referrerGrantHosts: ['https://x.org/'] }).success).toBe(false);
  });
});

describe('aiqaConfig', () => {
  it('makes button style a field rather than a site id list', () => {
    expect(aiqaConfig.parse({}).buttonStyle).toBe('round');
    expect(aiqaConfig.safeParse({ buttonStyle: 'site62' }).success).toBe(false);
  });
});

describe('search configuration', () => {
  it('maps the code article to thesis', () => {
    expect(searchResourceCode.parse('article')).toBe('thesis');
    expect(searchResourceCode.safeParse('unicorns').success).toBe(false);
  });

  it('parses resource types and per-code conditions', () => {
    const config = searchConfig.parse({
      resourceTypes: [{ type: 1, code: 'article', name: '论文', isOpenConfig: '1' }],
      conditions: { thesis: [{ condition: '题名', field: 'resName_tic', value: 1 }] },
    });
    expect(config.resourceTypes[0]).toMatchObject({ code: 'thesis', isOpenConfig: true });
    expect(config.conditions.thesis?.[0]?.field).toBe('resName_tic');
  });

  it('accepts only the search box styles of the spec', () => {
    expect(searchBoxComponent.parse({ id: 1, styleId: 13 }).componentData).toEqual({ title: '', enTitle: '', customEntryList: [], quickEntry: null });
    expect(searchBoxComponent.safeParse({ id: 1, styleId: 5 }).error?.issues[0]?.message).toMatch(/must be one of the search box styles/);
  });

  it('splits updateResourceWay and checks each code', () => {
    expect(searchBoxComponent.parse({ id: 1, styleId: 1, updateResourceWay: 'article,picture' }).updateResourceWay).toEqual(['thesis', 'picture']);
    expect(searchBoxComponent.safeParse({ id: 1, styleId: 1, updateResourceWay: 'article,nope' }).success).toBe(false);
  });
});

describe('moduleDescriptor', () => {
  it('keeps props for the block to parse, and defaults styleId and enable', () => {
    expect(moduleDescriptor.parse({ id: 1, code: 'carousel', props: { limit: 3 } })).toMatchObject({ styleId: 1, enable: true, props: { limit: 3 } });
  });
});

describe('theme colours', () => {
  it('ships 11 colours and lets a file replace one by colorId', () => {
    expect(defaultThemeColours.map((colour) => colour.colorId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const merged = mergeThemeColours([{ ...defaultThemeColours[2]!, themeColorPrimary: '#000000' }]);
    expect(merged[2]?.themeColorPrimary).toBe('#000000');
    expect(merged[0]).toEqual(defaultThemeColours[0]);
  });

  it('refuses the same colorId twice', () => {
    expect(themeColourList.safeParse([defaultThemeColours[0], defaultThemeColours[0]]).error?.issues[0]?.message).toBe('each colorId may appear once');
  });
});
