import type { PeriodTree } from '../../schemas/period.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
import type { HeadContext, PageHead } from '../../runtime/registry/page-head.ts';
import type { Loaded } from '../../kits/journal/loaded.ts';
import { absoluteHref, prefixOf } from '../../kits/structured-data/absolute-url.ts';
import { sitePeriodical } from '../../kits/structured-data/periodical.ts';

/** The all-issues page: the site's `Periodical` with each of its issues (number, date, table of contents). */
export function issueListJsonLd(data: Loaded<PeriodTree>, context: HeadContext): PageHead {
  const issues = data.outcome === 'found' ? data.data.flatMap((year) => year.periods) : [];
  const hasPart = issues.map((period) => ({
    '@type': 'PublicationIssue',
    issueNumber: period.issue,
    datePublished: period.publishDate || String(period.year),
    url: absoluteHref(context, screenHref(prefixOf(context), 'issue', { year: period.year, issue: period.issue })),
  }));
  return { elements: [{ tag: 'json-ld', data: { '@context': 'https://schema.org', ...sitePeriodical(context), ...(hasPart.length > 0 ? { hasPart } : {}) } }] };
}
