import { useEffect, type ReactNode } from 'react';

/** Where the shell moves focus after a change of screen, so a screen reader starts at the new screen's name. */
export const screenHeadingId = 'admin-screen-heading';

/** The screen's one `h1`, and the document's title with it. */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · Masthead back office`;
  }, [title]);
  return (
    <h1 id={screenHeadingId} tabIndex={-1}>
      {children}
    </h1>
  );
}
