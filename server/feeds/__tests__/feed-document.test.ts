import { parseFeed } from '@rowanmanning/feed-parser';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { feedFormats } from '../../../schemas/routes/feed-href.ts';
import { doiUrl, feedDocument, type FeedContent } from '../feed-document.ts';

/** Every element name of the document, read by a strict XML parser (it throws on anything not well-formed). */
function elementNames(xml: string): string[] {
  const names: string[] = [];
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => names.push(tag.name));
  parser.write(xml).close();
  return names;
}

const hostile = 'A ]]> B ]]><script>alert("x")</script> & R&amp;D <b>\'bold\'</b>';

const content = (title: string, summary: string, author: string): FeedContent => ({
  title: `Journal & <i>Co</i>`,
  description: 'Issue <1>',
  url: 'https://journal.example.org/optics/zh/issue/2026/2/',
  language: 'en',
  publisher: 'Journal & <i>Co</i>',
  selfUrls: { rss: 'https://journal.example.org/rc-pub/front/rss?periodId=1&siteId=101', atom: 'https://journal.example.org/rc-pub/front/atom?periodId=1&siteId=101' },
  entries: [
    { title, url: 'https://journal.example.org/optics/zh/article/1/', authors: [author, 'Second Author'], date: new Date('2026-02-25T00:00:00Z'), summary, doi: '10.1234/a<b>?c#d' },
    { title: 'Plain', url: 'https://journal.example.org/optics/zh/article/2/', authors: [], date: new Date('2026-02-20T00:00:00Z'), summary: '', doi: '' },
  ],
});

describe('feedDocument', () => {
  it.each(feedFormats)('keeps hostile titles, abstracts and names as text in %s, in well-formed XML', (format) => {
    const xml = feedDocument(format, content(hostile, `${hostile}\nsecond line`, `<img src=x onerror=alert(1)> & Co`));
    const names = elementNames(xml);
    expect(names).not.toContain('script');
    expect(names).not.toContain('b');
    expect(names).not.toContain('img');

    const feed = parseFeed(xml);
    expect(feed.title).toBe('Journal & <i>Co</i>');
    expect(feed.items).toHaveLength(2);
    const [first, second] = feed.items;
    expect(first!.title).toBe(hostile);
    expect(first!.description).toBe(`${hostile}\nsecond line`);
    expect(first!.authors.map((author) => author.name)).toEqual(['<img src=x onerror=alert(1)> & Co', 'Second Author']);
    expect(first!.url).toBe('https://journal.example.org/optics/zh/article/1/');
    expect(first!.id).toBe('https://doi.org/10.1234/a%3Cb%3E%3Fc%23d');
    expect(first!.published?.toISOString()).toBe('2026-02-25T00:00:00.000Z');
    // Without a DOI the page's address is the item's identity.
    expect(second!.id).toBe('https://journal.example.org/optics/zh/article/2/');
  });

  it('drops characters XML cannot carry instead of writing a document no reader can parse', () => {
    const xml = feedDocument('atom', content('Bell\u0007 and \uD800 lone surrogate', 'Null\u0000', 'Form\u000Cfeed'));
    expect(() => elementNames(xml)).not.toThrow();
    expect(parseFeed(xml).items[0]!.title).toBe('Bell and  lone surrogate');
  });

  it('dates the feed by its newest item', () => {
    expect(feedDocument('atom', content('t', 's', 'a'))).toContain('<updated>2026-02-25T00:00:00.000Z</updated>');
    expect(feedDocument('rss', content('t', 's', 'a'))).toContain('<lastBuildDate>Wed, 25 Feb 2026 00:00:00 GMT</lastBuildDate>');
  });

  it('writes a DOI as its doi.org address', () => {
    expect(doiUrl('10.3788/OF202646.0201001')).toBe('https://doi.org/10.3788/OF202646.0201001');
    expect(doiUrl('10.1002/(SICI)1097-4636#?')).toBe('https://doi.org/10.1002/(SICI)1097-4636%23%3F');
  });
});
