import { article, type Article } from '../../../schemas/content/article.ts';
import type { Abstract, ArticleContent, KeywordGroup } from '../../../schemas/content/article-content.ts';
import { blocksPlainText, inlinePlainText } from './plain-text.ts';
import { RejectedInput } from '../rejected-input.ts';

/** Where the article goes (server/ingest/placement/), and what an earlier import of it had that the XML does not say (counters …). */
export type Placement = {
  id: number;
  publicationId: number;
  periodId: number | null;
  columnId: number | null;
  firstStatus: number;
  earlier?: Article | undefined;
};

/** What a caller knows better than the content model: authors' English names and institutions, open access. */
export type EntityOverrides = Partial<Pick<Article, 'authors' | 'openAccess'>>;

/** Keyword groups that describe the research, not the review (eLife's evidence and importance terms). */
const reviewTerms = new Set(['research-organism', 'evidence-strength', 'claim-importance']);

/**
 * The Article entity (lists, search, citation tags) for imported content. Bilingual fields follow the seeded
 * articles: `title`/`abstract`/`keywords` in the article's language, `en…` in English, the same text when the
 * article is English. Articles in languages other than Chinese count as English-language articles.
 */
export function articleRecordOf(content: ArticleContent, placement: Placement, overrides: EntityOverrides = {}): Article {
  const title = fullTitle(content.title, content.subtitle);
  if (!title) throw new RejectedInput('the article has no title');
  const english = englishVersionOf(content);
  const earlier = placement.earlier;
  const affiliationText = new Map(content.affiliations.map((entry) => [entry.id, entry.text]));
  const year = yearOf(content);
  const checked = article.safeParse({
    id: placement.id,
    doi: content.doi,
    publicationId: placement.publicationId,
    periodId: placement.periodId,
    columnId: placement.columnId,
    language: content.language === 'zh' ? 'zh' : 'en',
    type: content.articleType || 'research-article',
    openAccess: earlier?.openAccess ?? true,
    firstStatus: placement.firstStatus,
    year,
    issue: content.issue,
    volume: content.volume,
    firstPageNum: content.fpage || content.elocationId,
    lastPageNum: content.lpage,
    title,
    enTitle: english.title,
    authors: content.authors
      .filter((author) => author.name)
      .map((author) => {
        const institution = author.affiliationIds.map((id) => affiliationText.get(id) ?? '').filter(Boolean).join('; ');
        return { name: author.name, enName: author.name, institution, enInstitution: institution, email: author.email, orcid: author.orcid, corresponding: author.corresponding };
      }),
    keywords: keywordsIn(content.keywords, content.language),
    enKeywords: english.keywords,
    abstract: abstractText(content.abstracts, content.language),
    enAbstract: english.abstract,
    funds: content.funding.awards.map((award) => [award.funders.map((funder) => funder.name).join(', '), award.awardIds.length > 0 ? `(${award.awardIds.join(', ')})` : ''].filter(Boolean).join(' ')).join('; '),
    received: fullDate(content.dates.received),
    revised: fullDate(content.dates.revised),
    accepted: fullDate(content.dates.accepted),
    publishedOnline: fullDate(content.dates.epub),
    ppubDate: fullDate(content.dates.ppub),
    publishDate: publishDateOf(content.dates),
    visits: earlier?.visits ?? 0,
    downloads: earlier?.downloads ?? 0,
    referenceCount: content.references.reduce((sum, list) => sum + list.refs.length, 0),
    commentCount: earlier?.commentCount ?? 0,
    pdfUrl: earlier?.pdfUrl ?? '',
    url: earlier?.url ?? '',
    ...overrides,
  });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new RejectedInput(`the article does not fit the Article entity: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return checked.data;
}

function fullTitle(title: ArticleContent['title'], subtitle: ArticleContent['subtitle']): string {
  const main = inlinePlainText(title);
  const sub = inlinePlainText(subtitle);
  return sub ? `${main}: ${sub}` : main;
}

/** English title, abstract and keywords: the article's own, its translated ones, or an English translation's. */
function englishVersionOf(content: ArticleContent): { title: string; abstract: string; keywords: string[] } {
  if (content.language === 'en') return { title: fullTitle(content.title, content.subtitle), abstract: abstractText(content.abstracts, 'en'), keywords: keywordsIn(content.keywords, 'en') };
  const translation = content.subArticles.find((sub) => sub.articleType === 'translation' && sub.language === 'en');
  const translatedTitle = content.transTitles.find((entry) => entry.lang === 'en');
  return {
    title: translatedTitle ? fullTitle(translatedTitle.title, translatedTitle.subtitle) : translation ? fullTitle(translation.title, translation.subtitle) : '',
    abstract: abstractText(content.abstracts, 'en') || (translation ? abstractText(translation.abstracts, 'en') : ''),
    keywords: keywordsIn(content.keywords, 'en').length > 0 ? keywordsIn(content.keywords, 'en') : translation ? keywordsIn(translation.keywords, 'en') : [],
  };
}

/** The main abstract in a language (not a digest, teaser or graphical abstract, unless there is nothing else). */
function abstractText(abstracts: Abstract[], lang: string): string {
  const inLanguage = abstracts.filter((entry) => entry.lang === lang);
  const main = inLanguage.find((entry) => entry.abstractType === '') ?? inLanguage[0];
  return main ? blocksPlainText(main.children) : '';
}

function keywordsIn(groups: KeywordGroup[], lang: string): string[] {
  const described = groups.filter((group) => group.lang === lang && !reviewTerms.has(group.groupType));
  return [...new Set(described.flatMap((group) => group.keywords.map(inlinePlainText)).filter(Boolean))];
}

const fullDate = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '');

/** The publication year: online, print, issue, copyright, acceptance or reception, the first the XML gives. */
export function yearOf(content: ArticleContent): number {
  const { epub, ppub, collection, accepted, received } = content.dates;
  const found = [epub, ppub, collection, content.permissions.copyrightYear, accepted, received].map((date) => Number(date.slice(0, 4))).find((year) => year >= 1800 && year <= 2200);
  return found ?? new Date().getUTCFullYear();
}

/** The date lists sort by: online, else print, else the issue's. */
export function publishDateOf(dates: ArticleContent['dates']): string {
  return firstDayOf([dates.epub, dates.ppub, dates.collection].find(Boolean) ?? '');
}

/** A date known to the month or year only, as its first day (`2015-04` → `2015-04-01`); '' stays ''. */
export function firstDayOf(date: string): string {
  if (!date) return '';
  const [year, month = '01', day = '01'] = date.split('-');
  return `${year}-${month}-${day}`;
}
