import { describe, expect, it } from 'vitest';
import { articleContent, type ArticleContent } from '../../../schemas/content/article-content.ts';
import { parseJats } from '../jats/parse-jats.ts';
import { RejectedInput } from '../rejected-input.ts';
import { minimalJats } from './minimal-jats.ts';

/** Every node of one type in the model. */
function nodesOf(value: unknown, type: string, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) nodesOf(item, type, found);
  else if (value !== null && typeof value === 'object') {
    if ((value as { type?: unknown }).type === type) found.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) nodesOf(child, type, found);
  }
  return found;
}

const rejection = (xml: string) => {
  try {
    parseJats(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(RejectedInput);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('input that is not a JATS article', () => {
  it('is rejected with the reason: not well-formed XML, with line and column', () => {
    expect(rejection('<article><front><article-meta></front></article>')).toMatch(/^not well-formed XML: 1:\d+: /);
    expect(rejection('')).toMatch(/^not well-formed XML/);
    expect(rejection('{"title": "JSON"}')).toMatch(/^not well-formed XML/);
  });

  it('is rejected when the root is not <article>', () => {
    expect(rejection('<book><book-meta/></book>')).toBe('the root element is <book>, not <article>: not a JATS article');
    expect(rejection('<html><body><p>x</p></body></html>')).toMatch(/root element is <html>/);
  });

  it('is rejected when it has no article metadata', () => {
    expect(rejection('<article><body><p>x</p></body></article>')).toMatch(/no <front>\/<article-meta>/);
  });

  it('never expands entities or reads files a DTD names', () => {
    const external = `<!DOCTYPE article [<!ENTITY secret SYSTEM "file:///etc/passwd">]>${minimalJats({ title: '&secret;' })}`;
    expect(rejection(external.replace('<?xml version="1.0" encoding="UTF-8"?>', ''))).toMatch(/undefined entity/);
    const laughs = `<!DOCTYPE article [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${minimalJats({ title: '&b;' })}`;
    expect(rejection(laughs.replace('<?xml version="1.0" encoding="UTF-8"?>', ''))).toMatch(/undefined entity/);
  });

  it('is rejected when nested deeper than any article', () => {
    const deep = minimalJats({ body: `${'<sec>'.repeat(2000)}<p>x</p>${'</sec>'.repeat(2000)}` });
    expect(rejection(deep)).toMatch(/nested more than \d+ deep/);
  });
});

describe('hostile content', () => {
  it('drops script and other HTML elements with their content', () => {
    const content = parseJats(minimalJats({ body: '<p>Before <script>alert(1)</script><style>*{}</style>after.</p><script>alert(2)</script><iframe src="x"/>' }));
    expect(JSON.stringify(content.body)).toBe('[{"type":"p","id":"","children":[{"type":"text","text":"Before after."}]}]');
  });

  it('turns links to script addresses into plain text, and keeps safe links', () => {
    const body = `<p>
      <ext-link ext-link-type="uri" xlink:href="javascript:alert(1)">one</ext-link>
      <ext-link xlink:href="JaVaScRiPt:alert(1)">two</ext-link>
      <ext-link xlink:href=" javascript:alert(1)">three</ext-link>
      <ext-link xlink:href="java&#9;script:alert(1)">four</ext-link>
      <uri xlink:href="data:text/html;base64,PHNjcmlwdD4=">five</uri>
      <ext-link xlink:href="vbscript:msgbox(1)">six</ext-link>
      <uri>javascript:alert(1)</uri>
      <ext-link ext-link-type="doi" xlink:href="10.7554/eLife.04490">doi</ext-link>
      <ext-link xlink:href="https://example.org/a?b=c">web</ext-link>
      <email>someone@example.org</email>
      <ext-link xlink:href="ftp://ftp.example.org/f">ftp</ext-link>
    </p>`;
    const content = parseJats(minimalJats({ body }));
    expect(nodesOf(content, 'link').map((link) => link.href)).toEqual([
      'https://doi.org/10.7554/eLife.04490',
      'https://example.org/a?b=c',
      'mailto:someone@example.org',
      'ftp://ftp.example.org/f',
    ]);
    expect(JSON.stringify(content.body)).toContain('one two three four five six javascript:alert(1) ');
  });

  it('keeps no image or file address that could run script', () => {
    const body = `<p>Icon <inline-graphic xlink:href="javascript:alert(1)"/></p>
      <fig id="f1"><graphic xlink:href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/><graphic xlink:href="fig1.tif"/></fig>
      <supplementary-material id="s1" xlink:href="javascript:alert(2)"/>`;
    const content = parseJats(minimalJats({ body }));
    expect(nodesOf(content, 'inline-graphic')).toEqual([]);
    expect(nodesOf(content, 'fig')[0]?.graphics).toEqual([{ id: '', href: 'fig1.tif', alt: '' }]);
    expect((nodesOf(content, 'supplementary-material')[0]?.file as { href: string }).href).toBe('');
  });

  it('keeps MathML inert: event handlers, links and foreign elements removed', () => {
    const body = `<p>An <inline-formula><mml:math onclick="alert(1)"><mml:mi onmouseover="alert(2)" xlink:href="javascript:alert(3)">x</mml:mi><mml:annotation-xml><script>alert(4)</script></mml:annotation-xml></mml:math></inline-formula> formula.</p>`;
    const [formula] = nodesOf(parseJats(minimalJats({ body })), 'inline-formula') as { math: { mathml: string } }[];
    expect(formula?.math.mathml).toBe('<math xmlns="http://www.w3.org/1998/Math/MathML" display="inline"><mi>x</mi></math>');
  });

  it('clamps table spans and keeps only plain layout styles', () => {
    const body = `<table-wrap id="t1"><table><tbody><tr>
      <td colspan="99999999" rowspan="-5" align="javascript" style="background:url(javascript:alert(1)); color: red; position: fixed; width: expression(alert(1))">a</td>
      <td rowspan="70000" valign="top" style="text-align:center;border-top:1px solid #000">b</td>
    </tr></tbody></table></table-wrap>`;
    const [wrap] = nodesOf(parseJats(minimalJats({ body })), 'table-wrap') as ArticleContent['body'];
    const cells = wrap?.type === 'table-wrap' ? wrap.tables[0]!.body[0]!.cells : [];
    expect(cells.map(({ rowspan, colspan, align, valign, style }) => ({ rowspan, colspan, align, valign, style }))).toEqual([
      { rowspan: 1, colspan: 1000, align: null, valign: null, style: { color: 'red' } },
      { rowspan: 65534, colspan: 1, align: null, valign: 'top', style: { textAlign: 'center', borderTop: '1px solid #000' } },
    ]);
  });

  it('reads a huge table in linear time', () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => `<tr><td>${index}</td><td colspan="2">cell</td></tr>`).join('');
    const started = performance.now();
    const content = parseJats(minimalJats({ body: `<table-wrap id="big"><table><tbody>${rows}</tbody></table></table-wrap>` }));
    expect(performance.now() - started).toBeLessThan(10_000);
    const [wrap] = nodesOf(content, 'table-wrap');
    expect((wrap as { tables: { body: unknown[] }[] }).tables[0]?.body).toHaveLength(20_000);
    expect(articleContent.safeParse(content).success).toBe(true);
  });
});

describe('footnotes inside running text', () => {
  it('move to the footnotes, leaving a pointer in the text', () => {
    const content = parseJats(minimalJats({ body: '<p>Claim<fn id="n1"><label>1</label><p>Source.</p></fn> and more<fn><p>No id.</p></fn>.</p>' }));
    expect(content.body).toEqual([
      {
        type: 'p',
        id: '',
        children: [
          { type: 'text', text: 'Claim' },
          { type: 'xref', refType: 'fn', rid: 'n1', children: [{ type: 'text', text: '1' }] },
          { type: 'text', text: ' and more' },
          { type: 'xref', refType: 'fn', rid: 'article-fn-in-text-2', children: [{ type: 'text', text: '2' }] },
          { type: 'text', text: '.' },
        ],
      },
    ]);
    expect(content.footnotes.map((note) => note.type === 'fn' && [note.id, note.label])).toEqual([
      ['n1', '1'],
      ['article-fn-in-text-2', '2'],
    ]);
  });
});
