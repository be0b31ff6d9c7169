import { describe, expect, it } from 'vitest';
import { feedHref } from '../feed-href.ts';

describe('feedHref', () => {
  it("keeps the live platform's issue address, and names any issue by its id", () => {
    expect(feedHref('rss', { kind: 'issue', periodId: 'currentIssue' }, { siteId: 101 })).toBe('/rc-pub/front/rss?periodId=currentIssue&siteId=101');
    expect(feedHref('atom', { kind: 'issue', periodId: 1205 }, { siteId: 101 })).toBe('/rc-pub/front/atom?periodId=1205&siteId=101');
  });

  it('gives the other feeds a path each, the same under rss and atom', () => {
    expect(feedHref('rss', { kind: 'onlineFirst' }, { siteId: 102 })).toBe('/rc-pub/front/rss/onlineFirst?siteId=102');
    expect(feedHref('atom', { kind: 'column', columnId: 2101 }, { siteId: 102 })).toBe('/rc-pub/front/atom/column/2101?siteId=102');
    expect(feedHref('rss', { kind: 'news' }, { siteId: 102 })).toBe('/rc-pub/front/rss/news?siteId=102');
    expect(feedHref('atom', { kind: 'news', tab: 2 }, { siteId: 102, lang: 'en' })).toBe('/rc-pub/front/atom/news?tab=2&siteId=102&lang=en');
  });
});
