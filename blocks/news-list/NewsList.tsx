import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { NewsSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { EmptyState, HomeSection } from '../../kits/home/HomeSection.tsx';
import { localized, moduleHeading } from '../../kits/home/localize.ts';
import { useOnDemandList } from '../../kits/home/on-demand-list.ts';
import { initialTabIndex } from '../../kits/home/initial-tab.ts';
import { QueryState } from '../../kits/home/QueryState.tsx';
import { meta, plainList, titleLink } from '../../kits/home/styles.ts';
import { Tabs } from '../../kits/home/Tabs.tsx';
import type { NewsListProps } from './contract.ts';
import { newsList, newsQueryParams } from './tabs.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const item = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 2px 16px;
  padding: 8px 0;
  border-bottom: 1px dashed var(--mh-border);
  overflow-wrap: anywhere;
  &:last-of-type {
    border-bottom: 0;
  }
  a {
    flex: 1 1 16rem;
    min-width: 0;
  }
  time {
    flex: none;
  }
`;

function NewsItems({ news }: { news: NewsSummary[] }) {
  const { lang, prefix } = usePage();
  if (news.length === 0) return <EmptyState />;
  return (
    <ul css={plainList}>
      {news.map((entry) => {
        const title = localized(entry.title, entry.enTitle, lang);
        return (
          <li key={entry.id} css={item}>
            <a css={titleLink} href={screenHref(prefix, 'newsDetails', { id: entry.id })} lang={title.lang}>
              {title.text}
            </a>
            <time css={meta} dateTime={entry.publishDate}>
              {entry.publishDate}
            </time>
          </li>
        );
      })}
    </ul>
  );
}

export default function NewsList({ props, data, module }: BlockComponentProps<NewsListProps, Page<NewsSummary>>) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const initial = initialTabIndex(props.tab, props.tabs.length);
  const [selected, setSelected] = useState(initial);
  const tab = props.tabs[selected] ?? props.tabs[initial]!;
  const onDemand = useOnDemandList(newsList, newsQueryParams(tab, props.limit), selected !== initial);
  const news = selected === initial ? data : onDemand.data;
  const heading = moduleHeading(module, lang, t('blocks.news'));
  const tabs = props.tabs.map((id) => ({ key: String(id), text: t(`blocks.newsTabs.${id}`) }));
  return (
    <HomeSection block="news-list" heading={heading} moreHref={screenHref(prefix, 'news')}>
      <Tabs label={heading} tabs={tabs} selected={selected} onSelect={setSelected}>
        <QueryState data={news} query={onDemand}>
          {(page) => <NewsItems news={page.content} />}
        </QueryState>
      </Tabs>
    </HomeSection>
  );
}
