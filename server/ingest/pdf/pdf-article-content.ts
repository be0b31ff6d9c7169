import { articleContent, type ArticleContent, type BlockNode, type InlineText } from '../../../schemas/content/article-content.ts';
import type { ArticleAuthor } from '../../../schemas/content/article.ts';
import type { PdfArticleMetadata } from '../../../schemas/ingest/pdf-article.ts';
import { RejectedInput } from '../rejected-input.ts';

const text = (value: string): InlineText => (value ? [{ type: 'text', text: value }] : []);
const paragraphs = (value: string): BlockNode[] =>
  value
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((part) => ({ type: 'p', id: '', children: text(part) }));

/**
 * The full text of an article known from a metadata form and its PDF: front matter only (its body is the PDF), in
 * the content model a JATS import writes, so lists, search, citations and the reading page treat it alike.
 */
export function pdfArticleContent(meta: PdfArticleMetadata): ArticleContent {
  const other = meta.language === 'zh' ? 'en' : 'zh';
  const affiliationIds = new Map<string, string>();
  const affiliationId = (name: string) => {
    let id = affiliationIds.get(name);
    if (!id) affiliationIds.set(name, (id = `aff${affiliationIds.size + 1}`));
    return id;
  };
  const authors = meta.authors.map((author, index) => ({
    id: `author-${index + 1}`,
    contribType: 'author',
    name: author.name,
    givenNames: '',
    surname: '',
    suffix: '',
    isGroup: false,
    orcid: author.orcid,
    email: author.email,
    affiliationIds: author.affiliations.map(affiliationId),
    footnoteIds: [],
    corresponding: author.corresponding,
    equalContrib: false,
    roles: [],
    bio: [],
  }));
  const abstracts = [
    { lang: meta.language, value: meta.abstract },
    { lang: 'en', value: meta.language === 'en' ? '' : meta.enAbstract },
  ]
    .filter((entry) => entry.value)
    .map((entry) => ({ id: '', lang: entry.lang, abstractType: '', title: [], children: paragraphs(entry.value) }));
  const keywordGroups = [
    { lang: meta.language, words: meta.keywords },
    { lang: 'en', words: meta.language === 'en' ? [] : meta.enKeywords },
  ]
    .filter((group) => group.words.length > 0)
    .map((group) => ({ lang: group.lang, groupType: 'author', title: '', keywords: group.words.map(text) }));

  const draft = {
    language: meta.language,
    articleType: meta.articleType,
    doi: meta.doi,
    journal: { title: '', abbrevTitle: '', issn: '', eissn: '', publisher: '', publisherLocation: '' },
    subjects: [],
    volume: meta.volume,
    issue: meta.issue,
    fpage: meta.fpage,
    lpage: meta.lpage,
    elocationId: meta.elocationId,
    dates: { received: meta.dates.received, revised: meta.dates.revised, accepted: meta.dates.accepted, epub: meta.dates.published, ppub: meta.dates.print, collection: '', other: [] },
    permissions: { copyrightStatement: '', copyrightYear: '', copyrightHolder: '', licenses: [] },
    title: text(meta.title),
    subtitle: text(meta.subtitle),
    transTitles: meta.language === 'zh' && meta.enTitle ? [{ lang: other, title: text(meta.enTitle), subtitle: [] }] : [],
    authors,
    editors: [],
    affiliations: [...affiliationIds].map(([name, id]) => ({ id, label: '', text: name, institution: name, country: '' })),
    correspondence: [],
    authorNotes: [],
    abstracts,
    highlights: [],
    keywords: keywordGroups,
    body: [],
    acknowledgements: [],
    contributions: [],
    conflict: [],
    ethics: [],
    dataAvailability: [],
    funding: {
      awards: meta.funding.map((award, index) => ({ id: `award-${index + 1}`, funders: [{ name: award.funder, funderId: '' }], awardIds: award.awardIds, recipients: [] })),
      statement: [],
    },
    supplementary: [],
    glossary: [],
    appendix: [],
    footnotes: [],
    notes: [],
    references: [],
    subArticles: [],
    counts: { figures: 0, tables: 0, formulas: 0, references: 0, footnotes: 0, supplementaryMaterials: 0, subArticles: 0 },
  };
  const checked = articleContent.safeParse(draft);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new RejectedInput(`the metadata does not fit the content model: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return checked.data;
}

/** The Article entity's authors as the form gives them: English names and institutions beside the others. */
export function pdfArticleAuthors(meta: PdfArticleMetadata): ArticleAuthor[] {
  return meta.authors.map((author) => {
    const institution = author.affiliations.join('; ');
    return {
      name: author.name,
      enName: author.enName || author.name,
      institution,
      enInstitution: author.enAffiliations.join('; ') || institution,
      email: author.email,
      orcid: author.orcid,
      corresponding: author.corresponding,
    };
  });
}
