import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { cardScreen } from './card-screen.ts';

const frame = css`
  ${cardScreen};
  > h1 {
    margin: 0 0 16px;
    padding-bottom: 8px;
    font-size: 1.5rem;
    line-height: 1.3;
    color: var(--mh-text);
    border-bottom: 2px solid var(--mh-bottom-line, var(--mh-primary));
  }
`;

type ScreenFrameProps = {
  /** The block's name, for `data-block` and the class `mh-{block}`. */
  block: string;
  /** The page's one h1, which names the section; none when a heading the children hold names it. */
  heading?: ReactNode;
  headingLang?: string | undefined;
  children: ReactNode;
};

/** A screen's frame, a card at the content width: a section named by the page's h1, then the screen's content. */
export function ScreenFrame({ block, heading, headingLang, children }: ScreenFrameProps) {
  const headingId = useId();
  const headed = heading !== undefined;
  return (
    <section css={frame} className={`mh-screen mh-${block}`} data-block={block} aria-labelledby={headed ? headingId : undefined}>
      {headed ? (
        <h1 id={headingId} lang={headingLang}>
          {heading}
        </h1>
      ) : null}
      {children}
    </section>
  );
}
