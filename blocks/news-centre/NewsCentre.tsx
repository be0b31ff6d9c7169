import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { NewsSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import { clamp, meta, plainList, titleLink } from '../../kits/home/styles.ts';
import { formatDate } from '../../runtime/i18n/format.ts';
import { LinkTabs } from '../../kits/news/LinkTabs.tsx';
import { LoadedState } from '../../kits/news/LoadedState.tsx';
import { Pager } from '../../kits/paging/Pager.tsx';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import type { Loaded } from '../../kits/news/screen-query.ts';
import type { NewsCentreProps } from './contract.ts';
import { newsCentreHeading } from './heading.ts';
import { selectedTab, tabHref } from './tabs.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const entry = css`
  display: flex;
  gap: 16px;
  padding: 14px 0;
  border-bottom: 1px dashed var(--mh-border);
  &:last-of-type {
    border-bottom: 0;
  }
  img {
    flex: none;
    width: 120px;
    height: 80px;
    object-fit: cover;
    border-radius: calc(var(--mh-radius) - 2px);
    background: var(--mh-other, var(--mh-page));
  }
  > div {
    flex: 1 1 auto;
    min-width: 0;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
    font-weight: 600;
    line-height: 1.45;
  }
  @media (max-width: 479px) {
    img {
      display: none;
    }
  }
`;

const summary = css`
  ${clamp(2)};
  margin: 6px 0 0;
  font-size: 0.925rem;
`;

function NewsEntry({ news }: { news: NewsSummary }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const title = localized(news.title, news.enTitle, lang);
  const abstract = localized(news.summary, news.enSummary, lang);
  return (
    <li css={entry}>
      {/* The title beside it says what the picture shows. */}
      {news.coverUrl ? <img src={news.coverUrl} alt="" loading="lazy" /> : null}
      <div>
        <h2>
          <a css={titleLink} href={screenHref(prefix, 'newsDetails', { id: news.id })} lang={title.lang}>
            {title.text}
          </a>
        </h2>
        <p css={meta}>
          <time dateTime={news.publishDate}>{formatDate(news.publishDate, lang)}</time>
          {news.source ? ` · ${t('news.source', { source: news.source })}` : null}
        </p>
        {abstract.text ? (
          <p css={summary} lang={abstract.lang}>
            {abstract.text}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The news centre: its heading, the tabs as links, the tab's news a page at a time. */
export default function NewsCentre({ props, data }: BlockComponentProps<NewsCentreProps, Loaded<Page<NewsSummary>>>) {
  const { t } = useTranslation();
  const { bootstrap, lang, prefix, path, location } = usePage();
  const heading = newsCentreHeading(props, bootstrap.menu, lang, t('news.heading'));
  const current = selectedTab(props);
  const place = { prefix, pathname: path.split('?')[0] ?? path, query: location.query };
  const tabs = props.tabs.map((tab, index) => ({ key: String(tab), text: t(`blocks.newsTabs.${tab}`), href: tabHref(props, tab, index, place), current: tab === current }));
  return (
    <ScreenFrame block="news-centre" heading={heading.text} headingLang={heading.lang}>
      <LinkTabs label={t('news.tabsLabel')} items={tabs} />
      <LoadedState block="news-centre" props={props} loaded={data}>
        {(news) =>
          news.content.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <ul css={plainList}>
                {news.content.map((item) => (
                  <NewsEntry key={item.id} news={item} />
                ))}
              </ul>
              <Pager current={news.number} totalPages={news.totalPages} />
            </>
          )
        }
      </LoadedState>
    </ScreenFrame>
  );
}
