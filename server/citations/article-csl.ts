import type { ArticlePage } from '../../schemas/content/article-page.ts';
import type { Journal } from '../../schemas/content/journal.ts';

/** A CSL name: a person's family and given names, or a name that must not be split (Chinese names, groups). */
export type CslName = { family: string; given?: string; 'non-dropping-particle'?: string; suffix?: string } | { literal: string };

/** The CSL-JSON (1.0.2) fields an article citation carries. */
export type CslItem = {
  id: string;
  'citation-key': string;
  type: 'article-journal';
  language: string;
  title: string;
  author: CslName[];
  'container-title'?: string;
  'container-title-short'?: string;
  ISSN?: string;
  publisher?: string;
  volume?: string;
  issue?: string;
  page?: string;
  DOI?: string;
  issued: { 'date-parts': [number[]] };
  keyword?: string;
  abstract?: string;
};

/** Han, kana and hangul: names written in them are not split into family and given names. */
export const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Romanised Chinese names in the publishers' convention, family name first in capitals: "CHEN Siyuan". */
const capitalFamilyFirst = /^(\p{Lu}[\p{Lu}'’-]+) (\p{Lu}\p{Ll}.*)$/u;
const suffixes = /^(Jr\.?|Sr\.?|II|III|IV)$/;

/**
 * One name as the article gives it: CJK names stay whole (张三, never "三, 张"); "CHEN Siyuan" is family CHEN;
 * "Family, Given"; otherwise "Given [particles] Family [suffix]", where particles are the lower-case words before
 * the family name ("Ludwig van Beethoven") and every other word is a given name ("David O. Achterberg").
 */
export function cslName(name: string): CslName | undefined {
  const whole = name.trim().replace(/\s+/g, ' ');
  if (!whole) return undefined;
  if (cjk.test(whole)) return { literal: whole.replace(/ /g, '') };
  const capitals = capitalFamilyFirst.exec(whole);
  if (capitals) return { family: capitals[1]!, given: capitals[2]! };
  const [before, after] = whole.split(/, */, 2);
  if (after !== undefined) return { family: before!, given: after };
  const words = whole.split(' ');
  const suffix = words.length > 2 && suffixes.test(words.at(-1)!) ? words.pop() : undefined;
  const family = words.pop()!;
  let particles = 0;
  while (words.length - particles > 1 && /^\p{Ll}/u.test(words[words.length - 1 - particles]!)) particles += 1;
  const particle = words.splice(words.length - particles).join(' ');
  return {
    family,
    ...(words.length ? { given: words.join(' ') } : {}),
    ...(particle ? { 'non-dropping-particle': particle } : {}),
    ...(suffix ? { suffix } : {}),
  };
}

function contentAuthors(content: NonNullable<ArticlePage['content']>): (CslName | undefined)[] {
  return content.authors
    .filter((author) => author.contribType === '' || author.contribType === 'author')
    .map((author) => {
      if (author.isGroup) return author.name ? { literal: author.name } : undefined;
      const whole = author.surname + author.givenNames;
      if (cjk.test(whole)) return { literal: whole };
      if (!author.surname) return cslName(author.name);
      return { family: author.surname, ...(author.givenNames ? { given: author.givenNames } : {}), ...(author.suffix ? { suffix: author.suffix } : {}) };
    });
}

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD` as CSL date parts. */
function dateParts(date: string): [number[]] | undefined {
  if (!/^\d{4}(-\d{2}){0,2}$/.test(date)) return undefined;
  return [date.split('-').map(Number)];
}

const stopWords = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'for', 'and', 'to', 'with']);
const asciiWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .match(/[A-Za-z0-9]+/g) ?? [];

/** The first author's family name in ASCII letters: from the name cited, else from the entity's English name. */
function romanisedFamily(first: CslName | undefined, article: ArticlePage['article']): string {
  const english = cslName(article.authors[0]?.enName ?? '');
  for (const name of [first, english]) {
    const ascii = name && 'family' in name ? asciiWords(name.family).join('') : '';
    if (ascii) return ascii;
  }
  return '';
}

/**
 * A BibTeX key from letters any TeX reads: first author's romanised family name, year, first word of the English
 * title (`chen2025broadband`); `article{id}` when the article offers neither a romanised name nor an English title.
 */
function citationKey(article: ArticlePage['article'], first: CslName | undefined, year: number | undefined): string {
  const family = romanisedFamily(first, article);
  const titleWord = asciiWords(article.enTitle || article.title).find((word) => !stopWords.has(word.toLowerCase())) ?? '';
  if (!family && !titleWord) return `article${article.id}`;
  return `${(family || 'article').toLowerCase()}${year ?? ''}${titleWord.toLowerCase()}`;
}

const firstOf = (...values: (string | undefined)[]) => values.find((value) => value) || undefined;

/**
 * The CSL-JSON of an article: the imported full text's front matter where there is one (names split into family
 * and given, the journal it was published in), the Article entity otherwise, and the site's journal (`journal`)
 * for what neither says. Text is in the article's own language.
 */
export function articleCsl({ article, content }: Pick<ArticlePage, 'article' | 'content'>, journal?: Journal): CslItem {
  const journalName = article.language === 'zh' ? journal?.publicationName : journal?.enPublicationName || journal?.publicationName;
  const authors = (content ? contentAuthors(content) : article.authors.map((author) => cslName(article.language === 'zh' ? author.name : author.enName || author.name))).filter((name) => name !== undefined);
  const dates = content?.dates;
  const issued = dateParts(firstOf(dates?.ppub, dates?.collection, dates?.epub, article.ppubDate, article.publishDate, article.publishedOnline) ?? '') ?? [[article.year]];
  const firstPage = firstOf(content?.fpage, content?.elocationId, article.firstPageNum);
  const lastPage = firstOf(content?.lpage, article.lastPageNum);
  const key = citationKey(article, authors[0], issued[0][0]);
  const item = {
    id: key,
    'citation-key': key,
    type: 'article-journal',
    language: content?.language || article.language,
    title: article.title,
    author: authors,
    'container-title': firstOf(content?.journal.title, journalName),
    'container-title-short': firstOf(content?.journal.abbrevTitle),
    ISSN: firstOf(content?.journal.issn, content?.journal.eissn, journal?.issn, journal?.eissn),
    publisher: firstOf(content?.journal.publisher),
    volume: firstOf(content?.volume, article.volume),
    issue: firstOf(content?.issue, article.issue),
    page: firstPage && lastPage && lastPage !== firstPage ? `${firstPage}-${lastPage}` : firstPage,
    DOI: firstOf(content?.doi, article.doi),
    issued: { 'date-parts': issued },
    // RIS and BibTeX split keywords at commas.
    keyword: article.keywords.length ? article.keywords.join(',') : undefined,
    abstract: firstOf(article.abstract),
  } satisfies CslItem;
  return Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as CslItem;
}
