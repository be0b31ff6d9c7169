import { css } from '@emotion/react';
import { moduleSection } from '../../runtime/ui/module-section.ts';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import type { ResourceCounts } from '../../schemas/statistics.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';
import { numberFormatFor } from '../../runtime/i18n/format.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import type { StatisticsProps } from './contract.ts';

const section = css`
  ${moduleSection}
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    gap: 12px;
    margin: 0;
  }
  dl > div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    padding: 14px 8px;
    text-align: center;
  }
  dt {
    color: var(--mh-muted, #59636e);
  }
  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 700;
    line-height: 1.2;
    color: var(--mh-primary);
    font-variant-numeric: tabular-nums;
  }
  &.mh-statistics-style-1 dl > div + div {
    border-inline-start: 1px solid var(--mh-border, #d8dee4);
  }
  &.mh-statistics-style-2 dl > div {
    border-radius: var(--mh-radius, 6px);
    background: var(--mh-primary);
  }
  &.mh-statistics-style-2 dt,
  &.mh-statistics-style-2 dd {
    color: #fff;
  }
  @media (max-width: 599px) {
    dl {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    &.mh-statistics-style-1 dl > div + div {
      border-inline-start: 0;
    }
    dd {
      font-size: 1.375rem;
    }
  }
`;

export default function Statistics({ props, data, module }: BlockComponentProps<StatisticsProps, ResourceCounts>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const headingId = useId();
  const named = (contentLanguageOf(lang) === 'zh' ? module.name : module.enName).trim();
  const heading = named || t('blocks.statistics');
  const format = numberFormatFor(bcp47Of(lang));

  return (
    <section css={section} className={`mh-statistics-style-${module.styleId === 2 ? 2 : 1}`} aria-labelledby={headingId} data-block="statistics">
      <h2 id={headingId}>{heading}</h2>
      {props.items.length === 0 ? (
        <p>{t('common.noData')}</p>
      ) : (
        <dl>
          {props.items.map((item) => (
            <div key={item}>
              <dt>{t(`search.statistics.${item}`)}</dt>
              <dd>{format.format(data[item])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
