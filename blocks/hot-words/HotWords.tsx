import { css } from '@emotion/react';
import { moduleSection } from '../../runtime/ui/module-section.ts';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { searchTarget } from '../../runtime/search/search-target.ts';
import type { HotWord } from '../../schemas/content/hot-words.ts';
import type { HotWordsProps } from './contract.ts';

const section = css`
  ${moduleSection}
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 6px 14px;
    border: 1px solid var(--mh-border, #d8dee4);
    border-radius: 999px;
    background: var(--mh-surface, #fff);
    color: var(--mh-text, #1f2328);
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    border-color: var(--mh-primary);
    color: var(--mh-primary);
  }
`;

export default function HotWords({ data, module }: BlockComponentProps<HotWordsProps, Page<HotWord>>) {
  const { t } = useTranslation();
  const { bootstrap, lang, sld } = usePage();
  const headingId = useId();
  const named = (contentLanguageOf(lang) === 'zh' ? module.name : module.enName).trim();
  const heading = named || t('blocks.hotWords');
  // Hot words search articles: the site's thesis resource type (type id 1 when the site does not list it).
  const thesis = bootstrap.search.resourceTypes.find((resource) => resource.code === 'thesis');
  const resource = { code: 'thesis' as const, type: thesis?.type ?? 1 };
  const words = data.content.filter((item) => item.word.trim() !== '');

  return (
    <section css={section} aria-labelledby={headingId} data-block="hot-words">
      <h2 id={headingId}>{heading}</h2>
      {words.length === 0 ? (
        <p>{t('common.noData')}</p>
      ) : (
        <ol>
          {words.map((item) => (
            <li key={item.word}>
              {/* Search results open in a new tab (spec §2). */}
              <a href={searchTarget({ resource, lang, keyword: item.word, sld }).href} target="_blank" rel="noopener">
                {item.word}
                {' '}
                <span className="mh-visually-hidden">{t('blocks.newTab')}</span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
