import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import { newArticleKinds } from '../../schemas/content/new-article-kinds.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { ArticleList } from '../../kits/home/ArticleList.tsx';
import { LinkTabs } from '../../kits/news/LinkTabs.tsx';
import { LoadedState } from '../../kits/news/LoadedState.tsx';
import { Pager } from '../../kits/paging/Pager.tsx';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import type { Loaded } from '../../kits/news/screen-query.ts';
import { hrefWithQuery } from '../../kits/paging/page-href.ts';
import type { NewArticlesProps } from './contract.ts';

/** `/newArticle`: pre-publication articles or conference papers (tabs as links), a page at a time. */
export default function NewArticles({ props, data }: BlockComponentProps<NewArticlesProps, Loaded<Page<ArticleSummary>>>) {
  const { t } = useTranslation();
  const { path, location } = usePage();
  const listId = useId();
  const pathname = path.split('?')[0] ?? path;
  const tabs = newArticleKinds.map((kind) => ({
    key: kind,
    text: t(`news.newArticles.kinds.${kind}`),
    href: hrefWithQuery(pathname, location.query, { kind: kind === 'prePublication' ? null : kind }),
    current: kind === props.kind,
  }));
  const heading = t(`news.newArticles.kinds.${props.kind}`);
  return (
    <ScreenFrame block="new-articles" heading={t('news.newArticles.heading')}>
      <LinkTabs label={t('news.newArticles.tabsLabel')} items={tabs} />
      <section aria-labelledby={listId}>
        <h2 id={listId} className="mh-visually-hidden">
          {heading}
        </h2>
        <LoadedState block="new-articles" props={props} loaded={data}>
          {(articles) => (
            <>
              <ArticleList articles={articles.content} layout="list" showDate showColumn showDoi />
              <Pager current={articles.number} totalPages={articles.totalPages} />
            </>
          )}
        </LoadedState>
      </section>
    </ScreenFrame>
  );
}
