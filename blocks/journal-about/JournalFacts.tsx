import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { mailtoHref, telHref } from '../../kits/about/contact-links.ts';
import { factList } from '../../kits/about/screen-frame.ts';
import type { JournalFact } from './journal-facts.ts';

function valueOf({ key, value }: JournalFact): ReactNode {
  if (Array.isArray(value)) {
    return (
      <ul className="mh-journal-databases">
        {value.map((name, index) => (
          <li key={index}>{name}</li>
        ))}
      </ul>
    );
  }
  const href = key === 'phone' ? telHref(value) : key === 'email' ? mailtoHref(value) : undefined;
  return href ? <a href={href}>{value}</a> : value;
}

/** The journal's facts as a definition list; the editorial board link follows the editor-in-chief (spec §3 order). */
export function JournalFacts({ facts, boardHref }: { facts: JournalFact[]; boardHref: string | undefined }) {
  const { t } = useTranslation();
  const board = boardHref ? (
    <div key="editorialBoard">
      <dt>{t('about.facts.editorialBoard')}</dt>
      <dd>
        <a href={boardHref}>{t('about.viewBoard')}</a>
      </dd>
    </div>
  ) : null;
  const boardAfter = facts.findIndex((fact) => fact.key === 'editorInChief');
  return (
    <dl css={factList} className="mh-journal-facts">
      {boardAfter === -1 ? board : null}
      {facts.map((fact, index) => (
        <Fragment key={fact.key}>
          <div>
            <dt>{t(`about.facts.${fact.key}`)}</dt>
            <dd>{valueOf(fact)}</dd>
          </div>
          {index === boardAfter ? board : null}
        </Fragment>
      ))}
    </dl>
  );
}
