import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';

const section = css`
  margin: 0 auto 24px;
  padding: 16px;
  max-width: var(--mh-content-width);
  background: var(--mh-surface);
  border: 1px solid var(--mh-border);
  border-radius: var(--mh-radius);
  @media (min-width: 720px) {
    padding: 20px 24px;
  }
`;

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;
  padding-bottom: 8px;
  border-bottom: 2px solid var(--mh-bottom-line, var(--mh-primary));
  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
    color: var(--mh-text);
  }
`;

const more = css`
  font-size: 0.9rem;
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

/**
 * A home module: a section named by its h2 heading, an optional "More" link (its accessible name says more of what),
 * and the module's content.
 */
export function HomeSection({ block, heading, moreHref, children }: { block: string; heading: string; moreHref?: string | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section css={section} className={`mh-home-module mh-${block}`} data-block={block} aria-labelledby={headingId}>
      <div css={header}>
        <h2 id={headingId}>{heading}</h2>
        {moreHref ? (
          <a css={more} href={moreHref}>
            {t('common.more')}
            <span className="mh-visually-hidden">{` · ${heading}`}</span>
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

const empty = css`
  margin: 8px 0;
  color: var(--mh-muted);
`;

/** What a module shows when its list is empty (spec §8 "No data"). */
export function EmptyState() {
  const { t } = useTranslation();
  return (
    <p css={empty} role="status">
      {t('common.noData')}
    </p>
  );
}
