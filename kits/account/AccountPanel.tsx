import { useId, type ReactNode } from 'react';
import { accountPanel } from './account-styles.ts';

/** An account screen's card: its heading names the region; the form and links follow. */
export function AccountPanel({ title, block, children }: { title: string; block: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section css={accountPanel} aria-labelledby={headingId} data-block={block}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}
