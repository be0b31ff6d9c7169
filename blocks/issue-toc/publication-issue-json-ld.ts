import type { IssueToc, TocArticle } from '../../schemas/content/issue-toc.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
import type { HeadContext, HeadElement } from '../../runtime/registry/page-head.ts';
import { localizedString } from '../../kits/home/localize.ts';
import { doiHref } from '../../kits/journal/doi-href.ts';
import type { Loaded } from '../../kits/journal/loaded.ts';
import { absoluteHref, prefixOf } from '../../kits/structured-data/absolute-url.ts';
import { sitePeriodical } from '../../kits/structured-data/periodical.ts';
import { issueTitle } from './issue-title.ts';

/**
 * An article of the issue as the issue names it: title, page and DOI. Its own page carries the whole
 * `ScholarlyArticle` (authors, dates, pages, references); repeating all of it for 300 articles tripled a long
 * issue's head.
 */
function scholarlyArticle(article: TocArticle, context: HeadContext): Record<string, unknown> {
  return {
    '@type': 'ScholarlyArticle',
    name: localizedString(article.title, article.enTitle, context.lang).trim(),
    url: absoluteHref(context, screenHref(prefixOf(context), 'article', { thesisId: article.id })),
    ...(article.doi ? { sameAs: doiHref(article.doi) } : {}),
  };
}

/**
 * A table of contents as a schema.org `PublicationIssue`: its number and date, part of its volume (when it has one)
 * of the site's `Periodical`, and its articles in the order the page lists them.
 */
export function publicationIssueJsonLd(data: Loaded<IssueToc>, context: HeadContext): HeadElement[] {
  const period = data.outcome === 'found' ? data.data.period : null;
  if (data.outcome !== 'found' || !period) return [];
  const periodical = sitePeriodical(context);
  const articles = data.data.columns.flatMap((column) => column.articles);
  return [
    {
      tag: 'json-ld',
      data: {
        '@context': 'https://schema.org',
        '@type': 'PublicationIssue',
        issueNumber: period.issue,
        name: issueTitle(period, context.lang, context.t),
        datePublished: period.publishDate || String(period.year),
        url: absoluteHref(context, screenHref(prefixOf(context), 'issue', { year: period.year, issue: period.issue })),
        isPartOf: period.periods.trim() ? { '@type': 'PublicationVolume', volumeNumber: period.periods.trim(), isPartOf: periodical } : periodical,
        ...(articles.length > 0 ? { hasPart: articles.map((article) => scholarlyArticle(article, context)) } : {}),
      },
    },
  ];
}
