import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { needsScript } from '../../../runtime/browser/needs-script.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import type { Article } from '../../../schemas/content/article.ts';
import { citeStyles } from './cite-styles.ts';
import { scholarLinks } from './scholar-links.ts';

/** The panel's code (its formats, its RIS download) loads when a reader first opens it. */
const CitePanel = lazy(() => import('./CitePanel.tsx').then((module) => ({ default: module.CitePanel })));

/**
 * "Cite" on the article page: a button that discloses the citation panel (Escape or its close button shut it and
 * give focus back to the button), and the scholar search links the site offers.
 */
export type CiteControlProps = { article: Pick<Article, 'id' | 'language' | 'title' | 'authors' | 'year'> };

export function CiteControl({ article }: CiteControlProps) {
  const { t } = useTranslation();
  const { bootstrap } = usePage();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const links = scholarLinks(article, bootstrap.features.scholarLinks);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div css={citeStyles} className="mh-cite" onKeyDown={onKeyDown}>
      <div className="mh-cite-bar">
        <button ref={toggle} type="button" className="mh-cite-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} {...needsScript}>
          {t('article.cite.button')}
        </button>
        {links.length ? (
          <ul className="mh-scholar-links" aria-label={t('article.cite.scholar')}>
            {links.map((link) => (
              <li key={link.engine}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {t(`article.cite.${link.engine}`)}
                  <span className="mh-visually-hidden"> {t('blocks.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
            <CitePanel article={article} titleId={titleId} onClose={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
