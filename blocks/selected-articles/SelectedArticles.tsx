import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { ArticleList, type ArticleMetric } from '../../kits/home/ArticleList.tsx';
import { HomeSection } from '../../kits/home/HomeSection.tsx';
import { moduleHeading } from '../../kits/home/localize.ts';
import { useOnDemandList } from '../../kits/home/on-demand-list.ts';
import { initialTabIndex } from '../../kits/home/initial-tab.ts';
import { QueryState } from '../../kits/home/QueryState.tsx';
import { Tabs } from '../../kits/home/Tabs.tsx';
import { meta } from '../../kits/home/styles.ts';
import type { ArticleTabKey, SelectedArticlesProps } from './contract.ts';
import { articleList, sortOf, tabQueryParams } from './tabs.ts';

const windowNote = css`
  margin-bottom: 8px;
`;

/** The count a ranked tab shows beside each article. */
function metricOf(key: ArticleTabKey): ArticleMetric | undefined {
  const sort = sortOf(key);
  return sort === 'publishDate' ? undefined : sort;
}

export default function SelectedArticles({ props, data, module }: BlockComponentProps<SelectedArticlesProps, Page<ArticleSummary>>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const initial = initialTabIndex(props.tab, props.tabs.length);
  const [selected, setSelected] = useState(initial);
  const tab = props.tabs[selected] ?? props.tabs[initial]!;
  const onDemand = useOnDemandList(articleList, tabQueryParams(tab.key, props.limit, props.window), selected !== initial);
  const articles = selected === initial ? data : onDemand.data;
  const heading = moduleHeading(module, lang, t('blocks.featuredArticles'));
  const ranked = module.styleId === 2;
  // A tab's own label in the page's language, else the block's label for its key (never the other language's).
  const tabs = props.tabs.map((item) => ({ key: item.key, text: moduleHeading(item, lang, t(`blocks.articleTabs.${item.key}`)) }));

  return (
    <HomeSection block="selected-articles" heading={heading}>
      {props.window !== 'all' ? <p css={[meta, windowNote]}>{t(`journal.rankingWindow.${props.window}`)}</p> : null}
      <Tabs label={heading} tabs={tabs} selected={selected} onSelect={setSelected}>
        <QueryState data={articles} query={onDemand}>
          {(page) => (
            <ArticleList
              articles={page.content}
              layout={ranked ? 'cards' : 'list'}
              ordered={ranked && metricOf(tab.key) !== undefined}
              metric={ranked ? metricOf(tab.key) : undefined}
              showDate={!ranked || metricOf(tab.key) === undefined}
            />
          )}
        </QueryState>
      </Tabs>
    </HomeSection>
  );
}
