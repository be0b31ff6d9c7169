import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { CoverPicture } from '../../runtime/search/cover-picture.tsx';
import { SearchBoxForm } from '../../runtime/search/search-box-form.tsx';
import { searchBoxHeading, searchBoxOf } from '../../kits/search/search-box-parts.ts';
import { searchSubmissionKit } from '../../kits/search/search-submission-kit.ts';
import type { SearchBoxStyleSevenData, SearchBoxStyleSevenProps } from './contract.ts';
import { HotWordLinks } from './HotWordLinks.tsx';
import { styleSevenIds } from './index.ts';

const section = css`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  /* The cover keeps its height whether or not the image has loaded, so nothing below moves. */
  min-height: 280px;
  padding: 32px 16px;
  background: linear-gradient(135deg, var(--mh-primary), var(--mh-primary-hover));
  .mh-search-card {
    width: 100%;
    max-width: 820px;
    padding: 20px 24px;
    border-radius: var(--mh-radius, 6px);
    background: rgba(255, 255, 255, 0.94);
    color: var(--mh-text, #1f2328);
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.375rem;
    text-align: center;
    color: var(--mh-primary);
  }
  .mh-search-hot-words {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 6px 10px;
    margin-top: 12px;
    font-size: 0.875rem;
    color: var(--mh-muted, #59636e);
  }
  .mh-search-hot-words > span {
    font-weight: 600;
  }
  .mh-search-hot-words ul {
    flex: 1 1 240px;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .mh-search-hot-words a {
    display: inline-block;
    padding: 2px 4px;
    color: var(--mh-primary);
    overflow-wrap: anywhere;
  }
  @media (max-width: 599px) {
    min-height: 220px;
    padding: 16px 8px;
    .mh-search-card {
      padding: 14px 12px;
    }
  }
`;

export default function SearchBoxStyleSeven({ props, data, module }: BlockComponentProps<SearchBoxStyleSevenProps, SearchBoxStyleSevenData>) {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const headingId = useId();
  const { box, hasChoices } = searchBoxOf(bootstrap, lang, { boxId: props.boxId, module, styleIds: styleSevenIds });
  const heading = searchBoxHeading(box, module, lang, t('blocks.searchBox'));

  return (
    <section css={section} aria-labelledby={headingId} data-block="search-box-style-seven" data-search-style={module.styleId}>
      <CoverPicture cover={box?.coverInfoList[0]} className="mh-search-cover" />
      <div className="mh-search-card">
        <h2 id={headingId}>{heading}</h2>
        {hasChoices ? <SearchBoxForm box={box} styleId={module.styleId} submission={searchSubmissionKit} className="mh-search-form" /> : <p>{t('common.noData')}</p>}
        <HotWordLinks words={data.hotWords} />
      </div>
    </section>
  );
}
