import { describe, expect, it } from 'vitest';
import { frontXmlOf } from '../jats/front-xml.ts';
import { parseXml } from '../xml/xml-tree.ts';
import { minimalJats } from './minimal-jats.ts';

describe('the <front> kept for harvesters', () => {
  it('stands alone: it carries the namespace declarations of <article>, and reads back as the same front', () => {
    const root = parseXml(minimalJats({ title: 'Light &amp; <italic>matter</italic> &lt;script&gt;', meta: '<self-uri xlink:href="a.pdf?x=1&amp;y=&quot;2&quot;"/>' }));
    const front = frontXmlOf(root)!;
    const reread = parseXml(front);
    expect(reread.name).toBe('front');
    expect(reread.attributes).toMatchObject({ 'xmlns:xlink': 'http://www.w3.org/1999/xlink', 'xmlns:mml': 'http://www.w3.org/1998/Math/MathML' });
    const original = root.children.find((node) => node.kind === 'element' && node.name === 'front');
    expect({ ...reread, attributes: {} }).toEqual({ ...original, attributes: {} });
    // Text that looked like markup is still text.
    expect(front).toContain('&lt;script&gt;');
    expect(front).not.toContain('<script');
  });

  it('keeps a prefix the front declares itself, and is null for an article without a front', () => {
    const root = parseXml('<article xmlns:x="urn:outer"><front xmlns:x="urn:inner"><x:a/></front></article>');
    expect(parseXml(frontXmlOf(root)!).attributes['xmlns:x']).toBe('urn:inner');
    expect(frontXmlOf(parseXml('<article><body/></article>'))).toBeNull();
  });
});
