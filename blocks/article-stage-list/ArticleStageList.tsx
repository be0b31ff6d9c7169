import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { authorLine } from '../../kits/home/ArticleList.tsx';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import { stageLabel } from '../../kits/journal/article-stage.ts';
import { DataFailed } from '../../kits/screen/DataFailed.tsx';
import { doiHref } from '../../kits/journal/doi-href.ts';
import { formatDate } from '../../runtime/i18n/format.ts';
import type { Loaded } from '../../kits/journal/loaded.ts';
import { plainScreen } from '../../kits/screen/plain-screen.ts';
import { hrefWithQuery, type QueryChanges } from '../../kits/paging/page-href.ts';
import { Pager } from '../../kits/paging/Pager.tsx';
import type { ArticleStageListProps } from './contract.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const listStyles = css`
  .mh-stage-intro,
  .mh-stage-count {
    margin: 0 0 12px;
    color: var(--mh-muted);
  }
  ul.mh-stage-articles {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .mh-stage-articles > li {
    padding: 12px 0;
    border-bottom: 1px dashed var(--mh-border);
  }
  .mh-stage-articles h2 {
    margin: 4px 0;
    font-size: 1.05rem;
    font-weight: 500;
    line-height: 1.45;
  }
  .mh-stage-articles h2 a {
    color: var(--mh-text);
    text-decoration: none;
  }
  .mh-stage-articles h2 a:hover,
  .mh-stage-articles h2 a:focus-visible {
    color: var(--mh-primary);
    text-decoration: underline;
  }
  .mh-stage {
    display: inline-block;
    padding: 0 6px;
    font-size: 0.75rem;
    color: var(--mh-primary);
    border: 1px solid currentColor;
    border-radius: 3px;
  }
  .mh-stage-authors,
  .mh-stage-meta {
    margin: 0 0 2px;
    font-size: 0.875rem;
    color: var(--mh-muted);
  }
  .mh-stage-meta {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
  }
`;

function StageEntry({ article, showDoi }: { article: ArticleSummary; showDoi: boolean }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const title = localized(article.title, article.enTitle, lang);
  const column = localized(article.columnName, article.enColumnName, lang);
  const authors = authorLine(article, lang, t('blocks.etAl'));
  return (
    <li>
      <span className="mh-stage">{stageLabel(article.firstStatus, t)}</span>
      <h2>
        <a href={screenHref(prefix, 'article', { thesisId: article.id })} lang={title.lang}>
          {title.text}
        </a>
      </h2>
      {authors !== '' ? <p className="mh-stage-authors">{authors}</p> : null}
      <p className="mh-stage-meta">
        {column.text !== '' ? <span lang={column.lang}>{column.text}</span> : null}
        {article.publishDate !== '' ? <time dateTime={article.publishDate}>{formatDate(article.publishDate, lang)}</time> : null}
        {showDoi && article.doi !== '' ? (
          <span>
            {t('blocks.doi')}: <a href={doiHref(article.doi)}>{article.doi}</a>
          </span>
        ) : null}
      </p>
    </li>
  );
}

function Articles({ found, link }: { found: Page<ArticleSummary>; link: (changes: QueryChanges) => string }) {
  const { t } = useTranslation();
  const { bootstrap } = usePage();
  if (found.totalElements === 0) return <EmptyState />;
  if (found.content.length === 0) {
    // A page past the last one (an old link): nothing here, but the list has a start.
    return (
      <>
        <EmptyState />
        <p>
          <a href={link({ page: null })}>{t('journal.firstPage')}</a>
        </p>
      </>
    );
  }
  return (
    <>
      <p className="mh-stage-count">{t('journal.articleCount', { count: found.totalElements })}</p>
      <ul className="mh-stage-articles">
        {found.content.map((article) => (
          <StageEntry key={article.id} article={article} showDoi={bootstrap.publication.showDoi} />
        ))}
      </ul>
      <Pager current={found.number} totalPages={found.totalPages} />
    </>
  );
}

/**
 * The Online First or Just Accepted screen (spec §2, §4): the articles at that stage, newest first, each with its
 * stage label, 20 a page with the pages as links (`?page=`), so every page has an address and works without script.
 */
export default function ArticleStageList({ props, data }: BlockComponentProps<ArticleStageListProps, Loaded<Page<ArticleSummary>>>) {
  const { t } = useTranslation();
  const { path, location } = usePage();
  const headingId = useId();
  const pathname = path.split('?')[0] ?? path;
  const link = (changes: QueryChanges) => hrefWithQuery(pathname, location.query, changes);
  return (
    <section css={[plainScreen, listStyles]} aria-labelledby={headingId} data-block="article-stage-list" data-status={props.status}>
      <h1 id={headingId}>{t(`screens.titles.${props.status}`)}</h1>
      <p className="mh-stage-intro">{t(`journal.intro.${props.status}`)}</p>
      {data.outcome === 'failed' ? <DataFailed /> : <Articles found={data.data} link={link} />}
    </section>
  );
}
