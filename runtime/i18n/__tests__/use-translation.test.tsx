// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { bundledI18n } from '../bundled-catalogues.ts';
import { useTranslation } from '../use-translation.ts';

function BackLabel() {
  const { t } = useTranslation();
  return <span>{t('backToTop')}</span>;
}

describe('useTranslation', () => {
  it('translates with the instance the page provides, each page in its own language', () => {
    const page = (lang: 'en' | 'zh') =>
      renderToString(
        <I18nextProvider i18n={bundledI18n(lang)}>
          <BackLabel />
          <BackLabel />
        </I18nextProvider>,
      );
    expect(page('en')).toBe('<span>Back to top</span><span>Back to top</span>');
    expect(page('zh')).toBe('<span>返回顶部</span><span>返回顶部</span>');
  });
});

describe('useTranslation’s t', () => {
  function Labels() {
    const { t } = useTranslation();
    return (
      <>
        <span>{t('backToTop')}</span>
        <span>{t('common.pager.page', { page: 3 })}</span>
        <span>{t('common.pager.page', { page: 4 })}</span>
        <span>{t('no.such.key')}</span>
        <span>{t('backToTop')}</span>
      </>
    );
  }

  it('gives a key asked for again the same text, and keys with options their own', () => {
    const html = (lang: 'en' | 'zh') =>
      renderToString(
        <I18nextProvider i18n={bundledI18n(lang)}>
          <Labels />
        </I18nextProvider>,
      );
    expect(html('en')).toBe('<span>Back to top</span><span>Page 3</span><span>Page 4</span><span>no.such.key</span><span>Back to top</span>');
    expect(html('zh')).toContain('<span>返回顶部</span>');
  });
});
