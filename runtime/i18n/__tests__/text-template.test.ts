import { describe, expect, it } from 'vitest';
import { bundledI18n } from '../bundled-catalogues.ts';
import { textTemplate } from '../text-template.ts';

describe('textTemplate', () => {
  it('fills a translated text as the translator would, in each language', () => {
    for (const lang of ['en', 'zh', 'ara', 'de'] as const) {
      const i18n = bundledI18n(lang);
      const t = i18n.t.bind(i18n);
      const pages = textTemplate(t, 'blocks.pages', ['first', 'last']);
      expect(pages({ first: '12', last: '20' })).toBe(t('blocks.pages', { first: '12', last: '20' }));
    }
  });

  it('puts values in as text, even ones that look like placeholders or markup', () => {
    const i18n = bundledI18n('en');
    const page = textTemplate(i18n.t.bind(i18n), 'blocks.page', ['first']);
    expect(page({ first: '{{last}} <b>$&' })).toContain('{{last}} <b>$&');
  });
});
