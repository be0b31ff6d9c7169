import { describe, expect, it } from 'vitest';
import { headElementHtml } from '../head-elements.ts';

describe('headElementHtml', () => {
  it('writes meta tags by name or property, values escaped', () => {
    expect(headElementHtml({ tag: 'meta', name: 'citation_title', content: 'A "quoted" <b>title</b>' })).toBe(
      '<meta name="citation_title" content="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;">',
    );
    expect(headElementHtml({ tag: 'meta', property: 'og:type', content: 'article' })).toBe('<meta property="og:type" content="article">');
  });

  it('writes links with their optional type and title', () => {
    expect(headElementHtml({ tag: 'link', rel: 'alternate', href: '/a.pdf?x=1&y=2', type: 'application/pdf' })).toBe(
      '<link rel="alternate" href="/a.pdf?x=1&amp;y=2" type="application/pdf">',
    );
  });

  it('keeps JSON-LD inside its script whatever the text holds', () => {
    const html = headElementHtml({ tag: 'json-ld', data: { '@type': 'ScholarlyArticle', name: '</script><script>alert(1)</script>' } });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
  });
});
