import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { NewsItem } from '../../schemas/content/news.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { localized } from '../../kits/home/localize.ts';
import { meta } from '../../kits/home/styles.ts';
import { formatDate } from '../../runtime/i18n/format.ts';
import { LoadedState } from '../../kits/news/LoadedState.tsx';
import { Paragraphs } from '../../kits/news/Paragraphs.tsx';
import { cardScreen } from '../../kits/screen/card-screen.ts';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import type { Loaded } from '../../kits/news/screen-query.ts';
import type { NewsDetailProps } from './contract.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const article = css`
  ${cardScreen};
  max-width: 860px;
  @media (min-width: 720px) {
    padding: 24px 40px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: 1.6rem;
    line-height: 1.35;
  }
  figure {
    margin: 16px 0;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: calc(var(--mh-radius) - 2px);
  }
`;

const facts = css`
  ${meta};
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0 0 16px;
  padding-bottom: 12px;
  border-bottom: 1px solid var(--mh-border);
`;

function NewsArticle({ news }: { news: NewsItem }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const headingId = useId();
  const title = localized(news.title, news.enTitle, lang);
  // An item written as a summary only shows its summary.
  const hasBody = [...news.body, ...news.enBody].some((paragraph) => paragraph.trim() !== '');
  return (
    <article css={article} className="mh-screen mh-news-detail" data-block="news-detail" aria-labelledby={headingId}>
      <h1 id={headingId} lang={title.lang}>
        {title.text}
      </h1>
      <p css={facts}>
        <span>
          {t('news.published')} <time dateTime={news.publishDate}>{formatDate(news.publishDate, lang)}</time>
        </span>
        {news.source ? <span>{t('news.source', { source: news.source })}</span> : null}
        <span>{t('news.visits', { count: news.visits })}</span>
      </p>
      {news.coverUrl ? (
        <figure>
          <img src={news.coverUrl} alt={t('news.coverOf', { title: title.text })} />
        </figure>
      ) : null}
      {hasBody ? <Paragraphs zh={news.body} en={news.enBody} lang={lang} /> : <Paragraphs zh={[news.summary]} en={[news.enSummary]} lang={lang} />}
      <p>
        <a href={screenHref(prefix, 'news', { id: news.tab })}>{t('news.backToList', { tab: t(`blocks.newsTabs.${news.tab}`) })}</a>
      </p>
    </article>
  );
}

export default function NewsDetail({ props, data }: BlockComponentProps<NewsDetailProps, Loaded<NewsItem>>) {
  const { t } = useTranslation();
  if (data.ok) return <NewsArticle news={data.value} />;
  // The item could not be loaded: the screen's own heading, and why.
  return (
    <ScreenFrame block="news-detail" heading={t('screens.titles.newsDetails')}>
      <LoadedState block="news-detail" props={props} loaded={data}>
        {() => null}
      </LoadedState>
    </ScreenFrame>
  );
}
