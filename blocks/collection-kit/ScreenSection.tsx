import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';

const section = css`
  margin: 24px auto;
  padding: 16px;
  max-width: var(--mh-content-width);
  background: var(--mh-surface);
  border: 1px solid var(--mh-border);
  border-radius: var(--mh-radius);
  overflow-wrap: anywhere;
  @media (min-width: 720px) {
    padding: 20px 24px;
  }
  > h1 {
    margin: 0 0 16px;
    padding-bottom: 8px;
    font-size: 1.5rem;
    line-height: 1.3;
    color: var(--mh-text);
    border-bottom: 2px solid var(--mh-bottom-line, var(--mh-primary));
  }
`;

/** A screen's content: one section named by the page's h1 (`heading`), or by a heading the children hold (`labelledBy`). */
export function ScreenSection({ block, heading, children }: { block: string; heading?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section css={section} className={`mh-screen mh-${block}`} data-block={block} aria-labelledby={heading === undefined ? undefined : headingId}>
      {heading === undefined ? null : <h1 id={headingId}>{heading}</h1>}
      {children}
    </section>
  );
}
