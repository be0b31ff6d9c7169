import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { CoverPicture } from '../../runtime/search/cover-picture.tsx';
import { SearchBoxForm } from '../../runtime/search/search-box-form.tsx';
import { searchSubmissionKit } from '../../kits/search/search-submission-kit.ts';
import { pickSearchBox, resourceOptions } from '../../runtime/search/search-options.ts';
import { styleOneIds } from '../../runtime/search/search-target.ts';
import type { SearchBoxStyleOneProps } from './contract.ts';

const section = css`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  max-width: var(--mh-content-width, 1200px);
  margin: 16px auto;
  padding: 16px;
  background: var(--mh-other, #f6f8fa);
  border-radius: var(--mh-radius, 6px);
  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
    color: var(--mh-primary);
  }
  &.mh-has-cover {
    color: #fff;
    h2,
    a,
    .mh-search-choice {
      color: #fff;
      text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6);
    }
  }
  &.mh-has-cover::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: rgba(0, 0, 0, 0.35);
  }
  .mh-search-form {
    max-width: 860px;
  }
  @media (max-width: 599px) {
    margin: 8px;
    padding: 12px;
  }
`;

export default function SearchBoxStyleOne({ props, module }: BlockComponentProps<SearchBoxStyleOneProps>) {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const headingId = useId();
  const box = pickSearchBox(bootstrap.searchBoxes, { boxId: props.boxId, styleId: module.styleId, styleIds: styleOneIds });
  const named = (contentLanguageOf(lang) === 'zh' ? module.name : module.enName).trim();
  const heading = named || t('blocks.searchBox');
  const cover = box?.coverInfoList[0];
  const hasCover = Boolean(cover && (cover.pcUrl || cover.mobileUrl));
  const hasChoices = resourceOptions(box, bootstrap.search, lang).length > 0;

  return (
    <section css={section} className={hasCover ? 'mh-has-cover' : undefined} aria-labelledby={headingId} data-block="search-box-style-one" data-search-style={module.styleId}>
      <CoverPicture cover={cover} className="mh-search-cover" />
      <h2 id={headingId}>{heading}</h2>
      {hasChoices ? <SearchBoxForm box={box} styleId={module.styleId} submission={searchSubmissionKit} className="mh-search-form" /> : <p>{t('common.noData')}</p>}
    </section>
  );
}
