import { css } from '@emotion/react';
import { usePage } from '../../runtime/context/page-context.ts';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { SearchHit } from '../../schemas/search/search-results.ts';
import { Highlighted } from './Highlighted.tsx';
import { muted } from './styles.ts';

/** How many authors a hit names before "et al.". */
const maxAuthors = 5;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  mark {
    background: transparent;
    color: #c62828;
    font-weight: 600;
  }
`;

const entry = css`
  display: flex;
  gap: 12px;
  padding: 14px 0;
  border-bottom: 1px solid var(--mh-border);
  h3 {
    margin: 0 0 4px;
    font-size: 1.0625rem;
    font-weight: 500;
    line-height: 1.45;
  }
  h3 a {
    color: var(--mh-text);
    text-decoration: none;
  }
  h3 a:hover,
  h3 a:focus-visible {
    color: var(--mh-primary);
    text-decoration: underline;
  }
  p {
    margin: 2px 0;
  }
  .mh-hit-text {
    min-width: 0;
    flex: 1;
  }
  .mh-hit-snippet {
    font-size: 0.9375rem;
    line-height: 1.55;
  }
  .mh-hit-facts {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 14px;
  }
  .mh-hit-oa {
    color: #1b7f3b;
    font-weight: 600;
  }
  img {
    flex: none;
    width: 120px;
    height: 90px;
    object-fit: contain;
    background: var(--mh-page);
    border: 1px solid var(--mh-border);
    border-radius: 4px;
  }
  @media (max-width: 599px) {
    img {
      width: 84px;
      height: 64px;
    }
  }
`;

/** An address outside the portal opens as any external link does: without access to this page. */
const isExternal = (url: string) => /^https?:\/\//i.test(url);

function Hit({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const authors = hit.authors.slice(0, maxAuthors).join(', ') + (hit.authors.length > maxAuthors ? `, ${t('blocks.etAl')}` : '');
  const year = hit.year !== null && !hit.source.includes(String(hit.year)) ? String(hit.year) : '';
  const source = [hit.source, year].filter(Boolean).join(', ');
  // Counts and open access are an article's (spec §4 article type filter); other kinds carry defaults.
  const counted = hit.kind === 'article';
  // A site without comments (`aggregated.enableComment` off) shows no comment counts.
  const comments = usePage().bootstrap.aggregated.enableComment;
  const openAccess = counted && hit.openAccess;
  return (
    <li css={entry} data-kind={hit.kind} data-id={hit.id}>
      {hit.imageUrl ? <img src={hit.imageUrl} alt="" loading="lazy" decoding="async" /> : null}
      <div className="mh-hit-text">
        <h3>
          <a href={hit.url} {...(isExternal(hit.url) ? { rel: 'noopener' } : {})}>
            <Highlighted runs={hit.title} />
          </a>
        </h3>
        {authors ? <p css={muted}>{authors}</p> : null}
        {source ? <p css={muted}>{source}</p> : null}
        {hit.snippet.length > 0 ? (
          <p className="mh-hit-snippet">
            <Highlighted runs={hit.snippet} />
          </p>
        ) : null}
        {hit.doi || counted ? (
          <p css={muted} className="mh-hit-facts">
            {hit.doi ? (
              <span>
                DOI: <a href={`https://doi.org/${encodeURI(hit.doi)}`}>{hit.doi}</a>
              </span>
            ) : null}
            {counted ? (
              <>
                <span>{t('blocks.metrics.visits', { count: hit.visits })}</span>
                <span>{t('blocks.metrics.downloads', { count: hit.downloads })}</span>
                <span>{t('blocks.metrics.referenceCount', { count: hit.referenceCount })}</span>
                {comments ? <span>{t('blocks.metrics.commentCount', { count: hit.commentCount })}</span> : null}
              </>
            ) : null}
            {openAccess ? <span className="mh-hit-oa">{t('searchResults.hit.openAccess')}</span> : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** One page of hits: highlighted title linking to the hit's page, authors, source, snippet, DOI and counts. */
export function HitList({ hits, start }: { hits: SearchHit[]; start: number }) {
  return (
    <ol css={list} start={start + 1} className="mh-search-hits">
      {hits.map((hit) => (
        <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
      ))}
    </ol>
  );
}
