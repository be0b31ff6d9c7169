import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { MultilingualArticle } from '../../schemas/content/multilingual-article.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { authorLine } from '../../kits/home/ArticleList.tsx';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import { clamp, meta, plainList, titleLink } from '../../kits/home/styles.ts';
import { LoadedState } from '../../kits/news/LoadedState.tsx';
import { Pager } from '../../kits/paging/Pager.tsx';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import type { Loaded } from '../../kits/news/screen-query.ts';
import type { MultilingualAbstractsProps } from './contract.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const bcp47OfContent = { zh: 'zh-CN', en: 'en' } as const;

const entry = css`
  padding: 14px 0;
  border-bottom: 1px dashed var(--mh-border);
  &:last-of-type {
    border-bottom: 0;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
    font-weight: 600;
    line-height: 1.45;
  }
  dl {
    margin: 8px 0 0;
  }
  dt {
    margin: 8px 0 2px;
    font-size: 0.8rem;
    font-weight: 600;
    color: var(--mh-primary);
  }
  dd {
    ${clamp(3)};
    margin: 0;
    font-size: 0.925rem;
  }
`;

function ArticleAbstracts({ article }: { article: MultilingualArticle }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const title = localized(article.title, article.enTitle, lang);
  // Each language named in the reader's language ("Chinese", "中文").
  const names = new Intl.DisplayNames([bcp47Of(lang)], { type: 'language' });
  const abstractIn = (language: 'zh' | 'en') => (language === 'en' ? article.enAbstract : article.language === language ? article.abstract : '');
  return (
    <li css={entry}>
      <h2>
        <a css={titleLink} href={screenHref(prefix, 'article', { thesisId: article.id })} lang={title.lang}>
          {title.text}
        </a>
      </h2>
      {article.authors.length > 0 ? <p css={meta}>{authorLine(article, lang, t('blocks.etAl'))}</p> : null}
      <dl>
        {article.abstractLanguages.map((language) => (
          <div key={language}>
            <dt>{t('news.multilingual.abstractIn', { language: names.of(bcp47OfContent[language]) ?? language })}</dt>
            <dd lang={bcp47OfContent[language]}>{abstractIn(language)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** `/newLeaguage`: the articles with abstracts in several languages, a page at a time. */
export default function MultilingualAbstracts({ props, data }: BlockComponentProps<MultilingualAbstractsProps, Loaded<Page<MultilingualArticle>>>) {
  const { t } = useTranslation();
  return (
    <ScreenFrame block="multilingual-abstracts" heading={t('news.multilingual.heading')}>
      <LoadedState block="multilingual-abstracts" props={props} loaded={data}>
        {(articles) =>
          articles.content.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <ul css={plainList}>
                {articles.content.map((article) => (
                  <ArticleAbstracts key={article.id} article={article} />
                ))}
              </ul>
              <Pager current={articles.number} totalPages={articles.totalPages} />
            </>
          )
        }
      </LoadedState>
    </ScreenFrame>
  );
}
