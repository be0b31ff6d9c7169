import { css } from '@emotion/react';
import type { InfoPageSection } from '../../schemas/content/info-page.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { localized } from '../home/localize.ts';
import { Paragraphs } from '../news/Paragraphs.tsx';

const section = css`
  margin: 0 0 20px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
    line-height: 1.4;
  }
`;

/** An information page's sections: each heading (when it has one) and its paragraphs, as text. */
export function Sections({ sections, lang }: { sections: InfoPageSection[]; lang: LanguageSegment }) {
  return (
    <>
      {sections.map((entry, index) => {
        const title = localized(entry.title, entry.enTitle, lang);
        return (
          <section key={index} css={section}>
            {title.text.trim() !== '' ? <h2 lang={title.lang}>{title.text}</h2> : null}
            <Paragraphs zh={entry.body} en={entry.enBody} lang={lang} />
          </section>
        );
      })}
    </>
  );
}
