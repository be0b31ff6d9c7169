import type { Period } from '../../../schemas/period.ts';
import { seed, type Sld } from '../../home/__tests__/fixtures.ts';

/** Test data for the journal screens: the sample sites' seed content as the journal endpoints would answer it. */

type SeedArticle = ReturnType<typeof seed>['articles'][number] & { doi?: string; firstPageNum?: string; lastPageNum?: string; authors?: { name: string; enName: string }[] };

/** A site's issues newest first (year, then the issue as a number), grouped by year: `getPeriodTree`. */
export function periodTreeOf(sld: Sld): { year: number; periods: Period[] }[] {
  const sorted = [...seed(sld).periods].sort((a, b) => b.year - a.year || Number(b.issue) - Number(a.issue));
  const years: { year: number; periods: Period[] }[] = [];
  for (const period of sorted) {
    const last = years.at(-1);
    if (last?.year === period.year) last.periods.push(period);
    else years.push({ year: period.year, periods: [period] });
  }
  return years;
}

/** One issue's table of contents: its articles by column order, then first page, then id; no column last. */
export function tocOf(sld: Sld, periodId: number) {
  const content = seed(sld);
  const period = content.periods.find((entry) => entry.id === periodId)!;
  const columnOrder = (id: number | null) => (id === null ? Number.POSITIVE_INFINITY : (content.columns.find((column) => column.id === id)?.sort ?? Number.POSITIVE_INFINITY));
  // As the table of contents answers once each article's PDF has been imported (the seed's metadata names none).
  const articles = (content.articles as SeedArticle[])
    .map((article) => ({ ...article, pdfUrl: article.pdfUrl || `/rc-pub/front/front-article/download?id=${article.id}` }))
    .filter((article) => article.periodId === periodId)
    .sort((a, b) => columnOrder(a.columnId) - columnOrder(b.columnId) || Number(a.firstPageNum) - Number(b.firstPageNum) || a.id - b.id);
  const columns: { id: number | null; name: string; enName: string; articles: SeedArticle[] }[] = [];
  for (const article of articles) {
    const last = columns.at(-1);
    if (last && last.id === article.columnId) last.articles.push(article);
    else {
      const column = content.columns.find((entry) => entry.id === article.columnId);
      columns.push({ id: article.columnId, name: column?.name ?? '', enName: column?.enName ?? '', articles: [article] });
    }
  }
  return { period, columns };
}

/** The newest issue of a site. */
export function newestPeriod(sld: Sld): Period {
  return periodTreeOf(sld)[0]!.periods[0]!;
}
