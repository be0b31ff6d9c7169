import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { contentLanguageOf, type LanguageSegment } from '../../schemas/language-codes.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { CoverPicture } from '../../runtime/search/cover-picture.tsx';
import { SearchBoxForm } from '../../runtime/search/search-box-form.tsx';
import { searchSubmissionKit } from '../../kits/search/search-submission-kit.ts';
import { pickSearchBox, resourceOptions } from '../../runtime/search/search-options.ts';
import { advancedSearchHref } from '../../runtime/search/search-target.ts';
import type { SearchBoxBannerProps } from './contract.ts';
import { bannerStyleIds } from './index.ts';

const section = css`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: flex;
  align-items: center;
  /* Spec §9: background height 300 px. The banner never collapses, so nothing below it moves. */
  min-height: 300px;
  padding: 40px 16px;
  color: #fff;
  background: linear-gradient(135deg, var(--mh-primary), var(--mh-primary-hover));
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(180deg, rgba(0, 0, 0, 0.25), rgba(0, 0, 0, 0.55));
  }
  .mh-banner-inner {
    width: 100%;
    max-width: 880px;
    margin: 0 auto;
    display: flex;
    flex-direction: column;
    gap: 14px;
  }
  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 1.1rem + 2vw, 2.25rem);
    line-height: 1.25;
    text-align: center;
    text-shadow: 0 2px 4px rgba(0, 0, 0, 0.45);
  }
  .mh-banner-slogans {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 6px 20px;
    margin: 0;
    padding: 0;
    list-style: none;
    text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6);
  }
  .mh-banner-slogans li::before {
    content: '✓';
    margin-inline-end: 6px;
    color: var(--mh-other, #fff);
  }
  a,
  .mh-search-choice {
    color: #fff;
  }
  .mh-banner-quick {
    margin: 0;
    text-align: center;
  }
  .mh-banner-quick a {
    display: inline-block;
    padding: 6px 16px;
    border: 1px solid rgba(255, 255, 255, 0.85);
    border-radius: 999px;
    text-decoration: none;
  }
  .mh-banner-quick a:hover {
    background: rgba(255, 255, 255, 0.15);
  }
  @media (max-width: 599px) {
    padding: 24px 12px;
    .mh-banner-slogans {
      flex-direction: column;
      align-items: center;
    }
  }
`;

function inLanguage(cn: string, en: string, lang: LanguageSegment): string {
  return contentLanguageOf(lang) === 'zh' ? cn.trim() || en.trim() : en.trim() || cn.trim();
}

const isExternal = (url: string) => /^(https?:)?\/\//i.test(url);
const isAdvancedSearch = (url: string) => /^\/seniorSearch(\?|$)/.test(url);

export default function SearchBoxBanner({ props, module }: BlockComponentProps<SearchBoxBannerProps>) {
  const { t } = useTranslation();
  const { bootstrap, lang, sld } = usePage();
  const headingId = useId();
  const box = pickSearchBox(bootstrap.searchBoxes, { boxId: props.boxId, styleId: module.styleId, styleIds: bannerStyleIds });
  const data = box?.componentData;
  const moduleName = (contentLanguageOf(lang) === 'zh' ? module.name : module.enName).trim();
  const heading = inLanguage(data?.title ?? '', data?.enTitle ?? '', lang) || moduleName || t('blocks.searchBox');
  const slogans = (data?.customEntryList ?? []).map((entry) => inLanguage(entry.customEntryCn, entry.customEntryEn, lang)).filter(Boolean);
  const quick = data?.quickEntry;
  const quickText = quick ? inLanguage(quick.customEntryCn, quick.customEntryEn, lang) : '';
  const quickToAdvanced = Boolean(quick?.url && isAdvancedSearch(quick.url));
  // The advanced search opens in a new tab in the page's language (spec §2); other quick links keep their address.
  const quickHref = quick?.url ? (quickToAdvanced ? advancedSearchHref({ lang, sld }) : quick.url) : '';
  const quickNewTab = quickToAdvanced || isExternal(quickHref);
  const hasChoices = resourceOptions(box, bootstrap.search, lang).length > 0;

  return (
    <section css={section} aria-labelledby={headingId} data-block="search-box-banner" data-search-style={module.styleId}>
      <CoverPicture cover={box?.coverInfoList[0]} className="mh-banner-cover" layer={-2} />
      <div className="mh-banner-inner">
        <h2 id={headingId}>{heading}</h2>
        {slogans.length > 0 ? (
          <ul className="mh-banner-slogans">
            {slogans.map((slogan, index) => (
              <li key={index}>{slogan}</li>
            ))}
          </ul>
        ) : null}
        {hasChoices ? <SearchBoxForm box={box} styleId={module.styleId} submission={searchSubmissionKit} showAdvancedLink={!quickToAdvanced} /> : <p>{t('common.noData')}</p>}
        {quickHref && quickText ? (
          <p className="mh-banner-quick">
            <a href={quickHref} {...(quickNewTab ? { target: '_blank', rel: isExternal(quickHref) ? 'noopener noreferrer' : 'noopener' } : {})}>
              {quickText}
              {quickNewTab ? (
                <>
                  {' '}
                  <span className="mh-visually-hidden">{t('blocks.newTab')}</span>
                </>
              ) : null}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
