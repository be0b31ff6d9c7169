import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { useFormat } from '../../runtime/i18n/use-format.ts';
import { EmptyState } from './HomeSection.tsx';
import { localized, localizedString } from './localize.ts';
import { card, cardGrid, clamp, meta, plainList, titleLink } from './styles.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

/** Counts an article list may show beside each article (the sort it is ranked by). */
export type ArticleMetric = 'visits' | 'downloads' | 'referenceCount' | 'commentCount';

export type ArticleListOptions = {
  layout: 'list' | 'cards';
  showPages?: boolean;
  showAbstract?: boolean;
  showDate?: boolean;
  showColumn?: boolean;
  showDoi?: boolean;
  metric?: ArticleMetric | undefined;
  /** Ranked lists (most read …) are ordered lists. */
  ordered?: boolean;
};

/** How many authors a list names before "et al.". */
const maxAuthors = 3;

/** The authors as a list shows them: names in the page's language, the first three, then "et al.". */
export function authorLine(article: Pick<ArticleSummary, 'authors'>, lang: LanguageSegment, etAl: string): string {
  const names = article.authors.slice(0, maxAuthors).map((author) => localizedString(author.name, author.enName, lang));
  const line = names.join(', ');
  return article.authors.length > maxAuthors ? `${line}, ${etAl}` : line;
}

const row = css`
  padding: 10px 0;
  border-bottom: 1px dashed var(--mh-border);
  overflow-wrap: anywhere;
  &:last-of-type {
    border-bottom: 0;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
    font-weight: 500;
    line-height: 1.45;
  }
`;

const column = css`
  display: inline-block;
  margin: 0 0 4px;
  padding: 0 6px;
  font-size: 0.75rem;
  color: var(--mh-primary);
  border: 1px solid currentColor;
  border-radius: 3px;
`;

const details = css`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 12px;
`;

const abstract = css`
  ${clamp(4)};
  font-size: 0.9rem;
`;

function ArticleEntry({ article, options }: { article: ArticleSummary; options: ArticleListOptions }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const { formatDate } = useFormat();
  const title = localized(article.title, article.enTitle, lang);
  const authors = authorLine(article, lang, t('blocks.etAl'));
  const columnName = localized(article.columnName, article.enColumnName, lang);
  const abstractText = localized(article.abstract, article.enAbstract, lang);
  const pages =
    options.showPages && article.firstPageNum !== ''
      ? article.lastPageNum !== '' && article.lastPageNum !== article.firstPageNum
        ? t('blocks.pages', { first: article.firstPageNum, last: article.lastPageNum })
        : t('blocks.page', { first: article.firstPageNum })
      : '';
  const metric = options.metric;
  return (
    <li css={options.layout === 'cards' ? card : row}>
      {options.showColumn && columnName.text !== '' ? (
        <span css={column} lang={columnName.lang}>
          {columnName.text}
        </span>
      ) : null}
      <h3>
        <a css={titleLink} href={screenHref(prefix, 'article', { thesisId: article.id })} lang={title.lang}>
          {title.text}
        </a>
      </h3>
      {authors !== '' ? <p css={meta}>{authors}</p> : null}
      {options.showAbstract && abstractText.text !== '' ? (
        <p css={abstract} lang={abstractText.lang}>
          {abstractText.text}
        </p>
      ) : null}
      {pages !== '' || (options.showDate && article.publishDate !== '') || (options.showDoi && article.doi !== '') || metric ? (
        <p css={[meta, details]}>
          {pages !== '' ? <span>{pages}</span> : null}
          {options.showDate && article.publishDate !== '' ? <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time> : null}
          {options.showDoi && article.doi !== '' ? (
            <span>
              {t('blocks.doi')}: {article.doi}
            </span>
          ) : null}
          {metric ? <span>{t(`blocks.metrics.${metric}`, { count: article[metric] })}</span> : null}
        </p>
      ) : null}
    </li>
  );
}

/** Articles as a home module lists them: each title links to its article page. */
export function ArticleList({ articles, ...options }: ArticleListOptions & { articles: ArticleSummary[] }) {
  if (articles.length === 0) return <EmptyState />;
  const listCss = options.layout === 'cards' ? cardGrid('260px') : plainList;
  const items = articles.map((article) => <ArticleEntry key={article.id} article={article} options={options} />);
  return options.ordered ? <ol css={listCss}>{items}</ol> : <ul css={listCss}>{items}</ul>;
}
