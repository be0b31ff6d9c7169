import type { ArticlePage } from '../../schemas/content/article-page.ts';
import type { Citation } from '../../schemas/content/article-content/references.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import type { HeadContext, HeadElement, PageHead } from '../../runtime/registry/page-head.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { plainText } from './content/plain-text.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

/** A reference's tagged fields as Scholar's `citation_reference` reads them; '' when nothing is tagged. */
function referenceFields(citation: Citation): string {
  return [
    ...citation.authors.map((author) => `citation_author=${author}`),
    citation.title && `citation_title=${citation.title}`,
    citation.source && `citation_journal_title=${citation.source}`,
    citation.year && `citation_publication_date=${citation.year}`,
    citation.volume && `citation_volume=${citation.volume}`,
    citation.fpage && `citation_firstpage=${citation.fpage}`,
    citation.doi && `citation_doi=${citation.doi}`,
  ]
    .filter(Boolean)
    .join('; ');
}

/** Scholar wants dates as YYYY/MM/DD (or YYYY). */
const scholarDate = (date: string) => date.replaceAll('-', '/');

/**
 * The head of an article page: Google Scholar's `citation_*` tags, Dublin Core, OpenGraph and a JSON-LD
 * ScholarlyArticle — on the article's canonical language version only, so each article is indexed once.
 */
export function articleHead(page: ArticlePage, { bootstrap, lang, sld, origin }: HeadContext): PageHead {
  const { article, content } = page;
  const articleLanguage = content?.language ?? article.language;
  // The canonical version is the page in the article's own language where the UI has it, else English.
  const canonicalLanguage = contentLanguageOf(articleLanguage);
  const title = (articleLanguage === 'zh' ? article.title : article.enTitle || article.title).trim();
  if (lang !== canonicalLanguage) return { title, canonicalLanguage, elements: [] };

  const meta = (name: string, value: string | undefined): HeadElement[] => (value ? [{ tag: 'meta', name, content: value }] : []);
  const property = (name: string, value: string | undefined): HeadElement[] => (value ? [{ tag: 'meta', property: name, content: value }] : []);
  const journal = content?.journal;
  const journalTitle = journal?.title || (lang === 'zh' ? bootstrap.site.name : bootstrap.site.enName || bootstrap.site.name);
  const published = content?.dates.epub || content?.dates.ppub || article.publishDate || String(article.year);
  const pageUrl = `${origin}${screenHref(familyPrefix(lang, sld), 'article', { thesisId: article.id })}`;
  // Google Scholar wants the PDF on the same host as the page: the package's PDF, else the entity's own path.
  const pdfPath = page.pdfUrl ?? article.pdfUrl;
  const pdfUrl = pdfPath.startsWith('/') ? `${origin}${pdfPath}` : '';
  const authors = content
    ? content.authors
        .filter((author) => author.contribType === '' || author.contribType === 'author')
        .map((author) => ({
          name: author.isGroup ? author.name : [author.surname, author.givenNames].filter(Boolean).join(', ') || author.name,
          institutions: author.affiliationIds.flatMap((id) => content.affiliations.filter((affiliation) => affiliation.id === id).map((affiliation) => affiliation.institution || affiliation.text)),
          orcid: author.orcid,
        }))
    : article.authors.map((author) => ({ name: lang === 'zh' ? author.name : author.enName || author.name, institutions: [author.institution].filter(Boolean), orcid: author.orcid }));
  const keywords = content ? content.keywords.filter((group) => !group.lang || group.lang === articleLanguage).flatMap((group) => group.keywords.map((keyword) => keyword.map((node) => ('text' in node ? node.text : '')).join(''))) : article.keywords;
  // The tagged citation gives Scholar fields; a reference with only a publisher's formatted text gives that text.
  const references = content?.references.flatMap((list) => list.refs.flatMap((ref) => ref.citations.find((citation) => citation.kind === 'element-citation') ?? ref.citations.slice(0, 1))) ?? [];
  const volume = content?.volume || article.volume;
  const issue = content?.issue || article.issue;
  const firstPage = content?.fpage || content?.elocationId || article.firstPageNum;
  const lastPage = content?.lpage || article.lastPageNum;
  const doi = content?.doi || article.doi;

  const scholar: HeadElement[] = [
    ...meta('citation_title', title),
    ...authors.flatMap((author) => [...meta('citation_author', author.name), ...author.institutions.flatMap((institution) => meta('citation_author_institution', institution)), ...meta('citation_author_orcid', author.orcid ? `https://orcid.org/${author.orcid}` : '')]),
    ...meta('citation_publication_date', scholarDate(published)),
    ...meta('citation_journal_title', journalTitle),
    ...meta('citation_journal_abbrev', journal?.abbrevTitle),
    ...meta('citation_issn', journal?.issn),
    ...meta('citation_issn', journal?.eissn),
    ...meta('citation_publisher', journal?.publisher),
    ...meta('citation_volume', volume),
    ...meta('citation_issue', issue),
    ...meta('citation_firstpage', firstPage),
    ...meta('citation_lastpage', lastPage),
    ...meta('citation_doi', doi),
    ...meta('citation_abstract_html_url', pageUrl),
    ...meta('citation_fulltext_html_url', content ? pageUrl : ''),
    ...meta('citation_pdf_url', pdfUrl),
    ...meta('citation_keywords', keywords.join('; ')),
    ...meta('citation_language', articleLanguage),
    ...references.flatMap((citation) =>
      meta(
        'citation_reference',
        referenceFields(citation) || plainText(citation.text).replace(/\s+/g, ' ').trim(),
      ),
    ),
  ];
  const dublinCore: HeadElement[] = [
    ...meta('dc.title', title),
    ...authors.flatMap((author) => meta('dc.creator', author.name)),
    ...meta('dc.date', published),
    ...meta('dc.identifier', doi ? `doi:${doi}` : ''),
    ...meta('dc.language', articleLanguage),
    ...meta('dc.publisher', journal?.publisher),
    ...meta('dc.rights', content?.permissions.licenses[0]?.href),
  ];
  const openGraph: HeadElement[] = [
    ...property('og:type', 'article'),
    ...property('og:title', title),
    ...property('og:url', pageUrl),
    ...property('og:site_name', journalTitle),
    ...property('article:published_time', published),
  ];
  const jsonLd: HeadElement = {
    tag: 'json-ld',
    data: {
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      headline: title,
      name: title,
      inLanguage: articleLanguage,
      datePublished: published,
      url: pageUrl,
      ...(doi ? { identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: doi }, sameAs: `https://doi.org/${doi}` } : {}),
      author: authors.map((author) => ({ '@type': 'Person', name: author.name, ...(author.orcid ? { sameAs: `https://orcid.org/${author.orcid}` } : {}), affiliation: author.institutions.map((name) => ({ '@type': 'Organization', name })) })),
      isPartOf: { '@type': 'Periodical', name: journalTitle, ...(journal?.issn || journal?.eissn ? { issn: [journal?.issn, journal?.eissn].filter(Boolean) } : {}) },
      ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
      ...(content?.permissions.licenses[0]?.href ? { license: content.permissions.licenses[0]!.href } : {}),
    },
  };
  return { title, canonicalLanguage, elements: [...scholar, ...dublinCore, ...openGraph, jsonLd] };
}
