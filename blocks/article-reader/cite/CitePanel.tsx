import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import type { Article } from '../../../schemas/content/article.ts';
import type { CitationFileType, CitationStyle } from '../../../schemas/content/article-citation.ts';
import { articleEndpoints } from '../../../schemas/api/article-endpoints.ts';
import { endpointPath } from '../../../runtime/api/call-endpoint.ts';
import { copyCitation } from './copy-citation.ts';
import { useCitations } from './use-citations.ts';

const styles = ['apa', 'vancouver', 'gbt7714'] as const satisfies readonly CitationStyle[];
const downloads = ['ris', 'bibtex', 'enw'] as const satisfies readonly CitationFileType[];

/** The open "Cite" panel: the reference in each style with its Copy button, and the reference-manager downloads. */
export function CitePanel({ article, titleId, onClose }: { article: Pick<Article, 'id' | 'language'>; titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { bootstrap } = usePage();
  const citations = useCitations(article.id, true);
  const downloadHref = (type: CitationFileType) =>
    `${endpointPath(articleEndpoints.downloadCitation)}?${new URLSearchParams({ id: String(article.id), type, siteId: String(bootstrap.site.siteId) })}`;
  return (
    <section className="mh-cite-panel" aria-labelledby={titleId}>
      <div className="mh-cite-head">
        <h2 id={titleId}>{t('article.cite.title')}</h2>
        <button type="button" className="mh-cite-close" onClick={onClose} aria-label={t('article.cite.close')}>
          ×
        </button>
      </div>
      {citations.status === 'pending' ? (
        <p role="status">{t('article.cite.loading')}</p>
      ) : citations.status === 'error' ? (
        <p role="alert">
          {t('article.cite.failed')}{' '}
          <button type="button" onClick={() => void citations.refetch()}>
            {t('article.cite.retry')}
          </button>
        </p>
      ) : (
        <ul className="mh-cite-styles">
          {styles.map((style) => {
            const name = t(`article.cite.styles.${style}`);
            return (
              <li key={style}>
                <h3>{name}</h3>
                <p lang={article.language}>{citations.data[style]}</p>
                <button type="button" onClick={() => void copyCitation(citations.data[style], t('article.cite.copied'))} aria-label={t('article.cite.copyStyle', { style: name })}>
                  {t('article.cite.copy')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <h3>{t('article.cite.download')}</h3>
      <ul className="mh-cite-downloads">
        {downloads.map((type) => (
          <li key={type}>
            <a href={downloadHref(type)} download>
              {t(`article.cite.formats.${type}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
