import { describe, expect, it } from 'vitest';
import { assetHref, blockNode, cellStyle, inlineNode, mathml, webHref } from '../content/article-content.ts';

describe('article content schema', () => {
  it('accepts only web, FTP and mail links', () => {
    for (const good of ['https://doi.org/10.1/x', 'http://example.org', 'ftp://ftp.example.org/f', 'mailto:a@example.org']) expect(webHref.safeParse(good).success).toBe(true);
    for (const bad of ['javascript:alert(1)', ' https://example.org', 'data:text/html,x', 'vbscript:x', '//example.org', 'example.org', 'https://a b']) {
      expect(webHref.safeParse(bad).success).toBe(false);
    }
  });

  it('accepts package files and web addresses as assets, nothing that names another scheme', () => {
    for (const good of ['elife-04490-fig1-v1.tif', 'figures/Figure 1.png', 'https://example.org/f.png', 'info:doi/10.1371/journal.pone.0160653.s001', '']) {
      expect(assetHref.safeParse(good).success).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:x', 'data:image/svg+xml,x', ' javascript:x', 'java\tscript:x', 'java\nscript:x']) {
      expect(assetHref.safeParse(bad).success).toBe(false);
    }
  });

  it('takes MathML only as one math element without scripts', () => {
    expect(mathml.safeParse('<math xmlns="http://www.w3.org/1998/Math/MathML" display="inline"><mi>x</mi></math>').success).toBe(true);
    expect(mathml.safeParse('<b>x</b>').success).toBe(false);
    expect(mathml.safeParse('<math><script>alert(1)</script></math>').success).toBe(false);
    expect(mathml.safeParse('<math><foreignObject/></math>').success).toBe(false);
  });

  it('takes cell styles as a few properties with plain values', () => {
    expect(cellStyle.safeParse({ textAlign: 'center', borderTop: '1px solid #000' }).success).toBe(true);
    expect(cellStyle.safeParse({ backgroundColor: 'url(javascript:x)' }).success).toBe(false);
    expect(cellStyle.safeParse({ position: 'fixed' }).success).toBe(false);
  });

  it('knows block and inline nodes by type, and nothing else', () => {
    expect(inlineNode.safeParse({ type: 'italic', children: [{ type: 'text', text: 'x' }] }).success).toBe(true);
    expect(inlineNode.safeParse({ type: 'html', html: '<b>x</b>' }).success).toBe(false);
    expect(blockNode.safeParse({ type: 'sec', id: 's1', secType: '', label: '', title: [], children: [{ type: 'p', id: '', children: [] }] }).success).toBe(true);
    expect(blockNode.safeParse({ type: 'sec', id: 'has space', secType: '', label: '', title: [], children: [] }).success).toBe(false);
  });
});
