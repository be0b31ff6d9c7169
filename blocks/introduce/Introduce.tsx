import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Journal } from '../../schemas/content/journal.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import type { IntroduceProps } from './contract.ts';

const section = css`
  max-width: var(--mh-content-width, 1200px);
  margin: 24px auto;
  padding: 0 16px;
  .mh-introduce-head {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 12px;
    margin-bottom: 12px;
    padding-bottom: 6px;
    border-bottom: 2px solid var(--mh-bottom-line, var(--mh-primary));
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  .mh-introduce-text p {
    margin: 0 0 0.75em;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 8px 16px;
    margin: 12px 0 0;
    padding: 12px;
    border-radius: var(--mh-radius, 6px);
    background: var(--mh-other, #f6f8fa);
  }
  dl > div {
    display: flex;
    gap: 8px;
  }
  dt {
    color: var(--mh-muted, #59636e);
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 599px) {
    dl {
      grid-template-columns: 1fr;
    }
  }
`;

/** Plain-text paragraphs: the introduction is text, split where a blank line separates paragraphs. */
function paragraphsOf(introduction: string): string[] {
  return introduction
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

const factKeys = ['issn', 'cn', 'frequency', 'editorInChief'] as const;

export default function Introduce({ props, data, module }: BlockComponentProps<IntroduceProps, Journal | null>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const headingId = useId();
  const zh = contentLanguageOf(lang) === 'zh';
  const named = (zh ? module.name : module.enName).trim();
  const heading = named || t('blocks.introduction');
  const pick = (cn: string, en: string) => (zh ? cn.trim() || en.trim() : en.trim() || cn.trim());
  const paragraphs = data ? paragraphsOf(pick(data.introduction, data.enIntroduction)) : [];
  const facts: Record<(typeof factKeys)[number], string> = {
    issn: data?.issn ?? '',
    cn: data?.cn.trim() ?? '',
    frequency: data?.frequency.trim() ?? '',
    editorInChief: data ? pick(data.editorInChief, data.enEditorInChief) : '',
  };
  const shownFacts = factKeys.filter((key) => facts[key] !== '');
  const empty = paragraphs.length === 0 && shownFacts.length === 0;

  return (
    <section css={section} aria-labelledby={headingId} data-block="introduce">
      <div className="mh-introduce-head">
        <h2 id={headingId}>{heading}</h2>
        {props.moreLink ? (
          <a href={props.moreLink}>
            {t('common.more')}
            {' '}
            <span className="mh-visually-hidden">{heading}</span>
          </a>
        ) : null}
      </div>
      {empty ? (
        <p>{t('common.noData')}</p>
      ) : (
        <>
          {paragraphs.length > 0 ? (
            <div className="mh-introduce-text">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ) : null}
          {shownFacts.length > 0 ? (
            <dl>
              {shownFacts.map((key) => (
                <div key={key}>
                  <dt>{t(`blocks.journalFacts.${key}`)}</dt>
                  <dd>{facts[key]}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      )}
    </section>
  );
}
