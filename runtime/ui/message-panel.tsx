import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const panel = css`
  max-width: 640px;
  margin: 10vh auto;
  padding: 32px 24px;
  background: var(--mh-surface);
  border: 1px solid var(--mh-border);
  border-top: 4px solid var(--mh-primary);
  border-radius: var(--mh-radius);
  text-align: center;
  h1 {
    margin: 0 0 12px;
    font-size: 1.5rem;
  }
  p {
    margin: 8px 0;
    color: var(--mh-muted);
  }
`;

/** A page-sized message: errors, notices, "not yet available". Headline first, then what the reader can do. */
export function MessagePanel({ title, children, role }: { title: string; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <section css={panel} role={role} aria-labelledby="mh-message-title">
      <h1 id="mh-message-title">{title}</h1>
      {children}
    </section>
  );
}
