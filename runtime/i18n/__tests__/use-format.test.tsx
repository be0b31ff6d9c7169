import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { PageContext, type PageContextValue } from '../../context/page-context.ts';
import { useFormat } from '../use-format.ts';

function Probe() {
  const format = useFormat();
  return (
    <p>
      {format.lang}|{format.formatDate('2025-10-25')}|{format.formatDate('2025-10-25', { year: 'numeric', month: 'long' })}|
      {format.formatNumber(12345.5)}
    </p>
  );
}

/** Only `lang` matters to the hook. */
function render(lang: LanguageSegment): string {
  const page = { lang } as PageContextValue;
  return renderToStaticMarkup(
    <PageContext.Provider value={page}>
      <Probe />
    </PageContext.Provider>,
  );
}

describe('useFormat', () => {
  it('formats in the language of the page', () => {
    expect(render('zh')).toBe('<p>zh|2025年10月25日|2025年10月|12,345.5</p>');
    expect(render('en')).toBe('<p>en|October 25, 2025|October 2025|12,345.5</p>');
    expect(render('ara')).toBe(
      `<p>ara|${new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2025, 9, 25))}|` +
        `${new Intl.DateTimeFormat('ar', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(2025, 9, 25))}|` +
        `${new Intl.NumberFormat('ar').format(12345.5)}</p>`,
    );
  });

  it('needs a page', () => {
    expect(() => renderToStaticMarkup(<Probe />)).toThrow(/usePage\(\) outside a page/);
  });
});
