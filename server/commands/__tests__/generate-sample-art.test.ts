// @vitest-environment jsdom
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { balancedWrap, escapeXml, initialsOf, planSampleArt, renderFavicon, wrapText, type SourceFile } from '../generate-sample-art.ts';

const hostile = 'A & B <C> "quoted" it\'s';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A tiny two-file site plus its content, with a title full of XML special characters. */
const sources: SourceFile[] = [
  {
    file: 'site-configs/demo/site.json',
    text: json({ sld: 'demo', name: '演示期刊', enName: hostile, defaultLanguage: 'en', logo1: '/assets/demo/logo.svg', pictureUrl: '/assets/demo/cover-2024-06.jpg' }),
  },
  {
    file: 'site-configs/demo/modules.json',
    text: json({
      home: [
        { props: { slides: [{ title: hostile, enTitle: hostile, imageUrl: '/assets/demo/slides/one.jpg', link: '/' }] } },
        { props: { entries: [{ name: '投稿须知', enName: 'Guide & rules', icon: '/assets/demo/icons/guide.svg', link: '/' }] } },
      ],
    }),
  },
  {
    file: 'server/seed/content/demo.json',
    text: json({
      sld: 'demo',
      journals: [{ id: 1, publicationName: hostile, enPublicationName: hostile, issn: '1234-5678', startYear: '2001', coverUrl: '/static/demo/cover/journal.png' }],
      periods: [{ id: 2, publicationId: 1, year: 2026, issue: '2', periods: '26', title: 'Volume 26, Issue 2', enTitle: 'Volume 26, Issue 2', coverUrl: '/static/demo/cover/2026-02.jpg' }],
      experts: [{ id: 3, name: 'Ada <Lovelace> & Co', enName: 'Ada <Lovelace> & Co', photoUrl: '/static/demo/experts/3.jpeg' }],
      books: [{ id: 4, title: `${hostile}: a very long subtitle that has to wrap over several lines of the cover`, chiefEditor: 'X & Y', publisher: '<Press>', coverUrl: '/static/demo/books/4.webp' }],
      news: [{ id: 5, title: hostile, publishDate: '2026-01-01', coverUrl: '/static/demo/news/5.jpg' }],
      media: [{ id: 6, kind: 'audio', resName: hostile, url: '/media/demo/6.mp3', posterUrl: '/media/demo/6.jpg' }],
      albums: [{ id: 7, name: hostile, coverUrl: '/static/demo/albums/7.jpg' }],
    }),
  },
];

function parseSvg(text: string): Document {
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

function expectSafeSvg(path: string, text: string): Document {
  const document = parseSvg(text);
  const root = document.documentElement;
  expect(root.localName, path).toBe('svg');
  expect(root.namespaceURI, path).toBe('http://www.w3.org/2000/svg');
  const title = root.firstElementChild;
  expect(title?.localName, path).toBe('title');
  expect(title?.textContent?.trim(), path).not.toBe('');
  expect(root.getElementsByTagName('script').length, path).toBe(0);
  expect(root.getElementsByTagName('image').length, path).toBe(0);
  expect(root.getElementsByTagName('foreignObject').length, path).toBe(0);
  expect(text, path).not.toMatch(/href=|@import|url\((?!#)|javascript:|\son[a-z]+=/i);
  return document;
}

describe('generate-sample-art', () => {
  it('rejects malformed XML in its own checker (sanity)', () => {
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><title>A & B</title></svg>')).toThrow();
  });

  it('draws one well-formed, titled, self-contained SVG per referenced image', () => {
    const plan = planSampleArt(sources);
    expect([...plan.files.keys()]).toEqual([
      'assets/demo/cover-2024-06.svg',
      'assets/demo/icons/guide.svg',
      'assets/demo/logo.svg',
      'assets/demo/slides/one.svg',
      'media/demo/6.svg',
      'static/demo/albums/7.svg',
      'static/demo/books/4.svg',
      'static/demo/cover/2026-02.svg',
      'static/demo/cover/journal.svg',
      'static/demo/experts/3.svg',
      'static/demo/news/5.svg',
    ]);
    expect(Object.fromEntries(plan.kinds)).toMatchObject({
      'assets/demo/logo.svg': 'logo',
      'assets/demo/icons/guide.svg': 'icon',
      'assets/demo/slides/one.svg': 'background',
      'static/demo/cover/2026-02.svg': 'issue-cover',
      'static/demo/cover/journal.svg': 'journal-cover',
      'static/demo/experts/3.svg': 'avatar',
      'static/demo/books/4.svg': 'book',
      'media/demo/6.svg': 'poster',
    });
    for (const [path, text] of [...plan.files, ['favicon.svg', renderFavicon()] as const]) expectSafeSvg(path, text);
  });

  it('escapes XML special characters in titles and text', () => {
    const plan = planSampleArt(sources);
    for (const path of ['static/demo/news/5.svg', 'static/demo/albums/7.svg', 'media/demo/6.svg', 'assets/demo/logo.svg']) {
      const text = plan.files.get(path) ?? '';
      expect(text, path).toContain('A &amp; B &lt;C&gt;');
      expect(text, path).not.toContain('A & B <C>');
      const document = expectSafeSvg(path, text);
      expect(document.documentElement.firstElementChild?.textContent, path).toContain('A & B <C>');
      expect(document.documentElement.textContent, path).toContain('A & B <C>');
    }
    expect(escapeXml(hostile)).toBe('A &amp; B &lt;C&gt; &quot;quoted&quot; it&apos;s');
    expect(escapeXml('a\u0001b\uffff')).toBe('ab');
  });

  it('derives artwork from the referencing record', () => {
    const plan = planSampleArt(sources);
    const text = (path: string) => parseSvg(plan.files.get(path) ?? '').documentElement.textContent ?? '';
    expect(text('static/demo/cover/2026-02.svg')).toContain('Volume 26, Issue 2');
    expect(text('static/demo/cover/2026-02.svg')).toContain('ISSN 1234-5678');
    expect(text('assets/demo/cover-2024-06.svg')).toContain('Volume 24, Issue 6');
    expect(text('static/demo/experts/3.svg')).toContain('AC');
    expect(text('static/demo/books/4.svg')).toContain('Edited by X & Y');
    // The slide's title is rendered by the page, so the picture itself carries no text besides its <title>.
    expect(parseSvg(plan.files.get('assets/demo/slides/one.svg') ?? '').getElementsByTagName('text').length).toBe(0);
  });

  it('is deterministic, and rewrites only image strings, idempotently', () => {
    const first = planSampleArt(sources);
    const second = planSampleArt(structuredClone(sources));
    expect([...second.files]).toEqual([...first.files]);
    expect([...second.rewrites]).toEqual([...first.rewrites]);

    const content = first.rewrites.get('server/seed/content/demo.json') ?? '';
    expect(content).toContain('"/static/demo/books/4.svg"');
    expect(content).toContain('"/media/demo/6.mp3"');
    expect(content).not.toMatch(/\.(jpe?g|png|webp)"/);
    const site = first.rewrites.get('site-configs/demo/site.json') ?? '';
    expect(site).toBe(sources[0]?.text.replace('cover-2024-06.jpg', 'cover-2024-06.svg'));
    expect(first.rewrites.has('site-configs/demo/modules.json')).toBe(true);

    // After the rewrite, a second run draws the very same files and changes no JSON.
    const rewritten = sources.map((source) => ({ ...source, text: first.rewrites.get(source.file) ?? source.text }));
    const again = planSampleArt(rewritten);
    expect([...again.files]).toEqual([...first.files]);
    expect(again.rewrites.size).toBe(0);
  });

  it('wraps mixed Chinese and Latin text without orphans or leading punctuation', () => {
    expect(wrapText('Open Ecology & Evolution', 130, 16, 9, { bold: true })).toEqual(['Open Ecology', '& Evolution']);
    const lines = balancedWrap('光学前沿播客第12期：深度学习如何改变计算成像', 400, 40);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^[，。：；！？）》」”]/);
    expect(wrapText('a b c d e f g h i j k l m n o p', 40, 16, 2).at(-1)).toMatch(/…$/);
    expect(initialsOf('ZHOU Qihang')).toBe('ZQ');
    expect(initialsOf('Margaret A. Holloway')).toBe('MH');
    expect(initialsOf('周启航')).toBe('周');
  });

  it('draws every image the sample sites reference (read-only)', () => {
    const files = [
      ...readdirSync('site-configs', { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
        .flatMap((entry) => readdirSync(join('site-configs', entry.name)).map((name) => join('site-configs', entry.name, name))),
      ...readdirSync('server/seed/content').map((name) => join('server/seed/content', name)),
    ].filter((file) => file.endsWith('.json'));
    const plan = planSampleArt(files.map((file) => ({ file, text: readFileSync(file, 'utf8') })));
    expect(plan.files.size).toBeGreaterThan(50);
    for (const [path, text] of plan.files) expectSafeSvg(path, text);
  });
});
