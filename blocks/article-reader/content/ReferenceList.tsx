import type { ReferenceList as ReferenceListNode } from '../../../schemas/content/article-content/blocks.ts';
import type { ReferenceNode } from '../../../schemas/content/article-content/references.ts';
import { InlineText } from './InlineText.tsx';

/** A reference's citation text and its links out (DOI, PubMed). */
export function ReferenceContent({ reference }: { reference: ReferenceNode }) {
  return reference.citations.map((citation, index) => (
    <span key={index} className="mh-citation" lang={citation.lang || undefined}>
      <InlineText nodes={citation.text} />
      {citation.doi ? (
        <>
          {' '}
          <a className="mh-ref-link" href={`https://doi.org/${encodeURI(citation.doi)}`} rel="noopener noreferrer" target="_blank">
            DOI
          </a>
        </>
      ) : null}
      {citation.pmid ? (
        <>
          {' '}
          <a className="mh-ref-link" href={`https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(citation.pmid)}/`} rel="noopener noreferrer" target="_blank">
            PubMed
          </a>
        </>
      ) : null}
    </span>
  ));
}

/** A reference list: each reference keeps its JATS id (`#bib12`), so citations in the text link to it. */
export function ReferenceList({ list, depth }: { list: ReferenceListNode; depth: number }) {
  const Heading = `h${Math.min(6, depth + 2)}` as 'h2';
  return (
    <section id={list.id || undefined} className="mh-ref-list">
      {list.title.length ? (
        <Heading>
          <InlineText nodes={list.title} />
        </Heading>
      ) : null}
      <ol>
        {list.refs.map((reference, index) => (
          <li key={reference.id || index} id={reference.id || undefined} className="mh-ref">
            {reference.label ? <span className="mh-label">{reference.label} </span> : null}
            <ReferenceContent reference={reference} />
          </li>
        ))}
      </ol>
    </section>
  );
}
