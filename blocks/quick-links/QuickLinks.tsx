import { css } from '@emotion/react';
import { moduleSection } from '../../runtime/ui/module-section.ts';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { contentLanguageOf, type LanguageSegment } from '../../schemas/language-codes.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import type { QuickLinksProps } from './contract.ts';

const section = css`
  ${moduleSection}
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  .mh-quick-plain {
    display: flex;
    align-items: center;
    gap: 10px;
    height: 100%;
    min-height: 56px;
    padding: 10px 14px;
    border: 1px solid var(--mh-border, #d8dee4);
    border-radius: var(--mh-radius, 6px);
    background: var(--mh-surface, #fff);
    color: var(--mh-text, #1f2328);
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    border-color: var(--mh-primary);
    color: var(--mh-primary);
  }
  img {
    flex: 0 0 auto;
    width: 32px;
    height: 32px;
    object-fit: contain;
  }
  @media (max-width: 599px) {
    ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

function entryName(entry: { name: string; enName: string }, lang: LanguageSegment): string {
  return contentLanguageOf(lang) === 'zh' ? entry.name.trim() || entry.enName.trim() : entry.enName.trim() || entry.name.trim();
}

/** Absolute (or protocol-relative) addresses leave the portal. */
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

export default function QuickLinks({ props, module }: BlockComponentProps<QuickLinksProps>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const headingId = useId();
  const named = (contentLanguageOf(lang) === 'zh' ? module.name : module.enName).trim();
  const heading = named || t('blocks.quickLinks');
  const entries = props.entries.map((entry) => ({ ...entry, label: entryName(entry, lang) })).filter((entry) => entry.label !== '');

  return (
    <section css={section} aria-labelledby={headingId} data-block="quick-links">
      <h2 id={headingId}>{heading}</h2>
      {entries.length === 0 ? (
        <p>{t('common.noData')}</p>
      ) : (
        <ul>
          {entries.map((entry, index) => {
            const content = (
              <>
                {entry.icon ? <img src={entry.icon} alt="" width={32} height={32} loading="lazy" decoding="async" /> : null}
                <span>{entry.label}</span>
              </>
            );
            const external = isExternal(entry.link);
            return (
              <li key={index}>
                {entry.link ? (
                  <a href={entry.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {content}
                    {external ? (
                      <>
                        {' '}
                        <span className="mh-visually-hidden">{t('blocks.newTab')}</span>
                      </>
                    ) : null}
                  </a>
                ) : (
                  <span className="mh-quick-plain">{content}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
