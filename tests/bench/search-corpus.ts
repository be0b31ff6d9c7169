import { statSync } from 'node:fs';
import { sql } from 'kysely';
import type { Article, ArticleAuthor } from '../../schemas/content/article.ts';
import { articleRow } from '../../server/db/article-row.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { rebuildSearchIndex } from '../../server/search/index/rebuild-search-index.ts';
import * as words from './search-vocabulary.ts';

/**
 * A synthetic corpus of N articles for the search benchmark, Chinese and English, written into a fresh SQLite
 * database the way the portal stores articles (article rows of migration 0001), then indexed by the real indexers
 * (rebuildSearchIndex). Deterministic: the same seed gives the same corpus.
 */

export type CorpusOptions = { articles: number; siteId: number; seed?: number };
export type CorpusReport = {
  articles: number;
  documents: number;
  /** Writing the articles, journals and issues. */
  writeSeconds: number;
  /** rebuildSearchIndex over them. */
  indexSeconds: number;
  databaseBytes: number;
  /** The FTS5 index's own pages (search_fts and its shadow tables) and the documents' table. */
  ftsBytes: number;
  documentBytes: number;
};

/** Ids far above the sample content's. */
export const firstJournalId = 9001;
const firstArticleId = 1_000_001;
const articlesPerBatch = 1000;
const firstYear = 2006;
const lastYear = 2025;
const issuesPerYear = 12;

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks from a list, the first entries far more often (Zipf, exponent 1), as words occur in real text. */
function zipfPicker<T>(list: readonly T[], random: () => number): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= list.length; rank += 1) cumulative.push((total += 1 / rank));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return list[low]!;
  };
}

type Journal = { id: number; zh: boolean; name: string; enName: string; columns: number[] };

function corpusWriter(random: () => number) {
  const term = zipfPicker(words.terms, random);
  /** What an article is about: the terms after the generic ones (研究, 方法 …), which abstracts use as filler. */
  const topic = zipfPicker(words.terms.slice(15), random);
  const surname = zipfPicker(words.surnames, random);
  const englishSurname = zipfPicker(words.englishSurnames, random);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const distinctTerms = (count: number, from = topic) => {
    const chosen = new Map<string, [string, string]>();
    for (let tries = 0; chosen.size < count && tries < count * 10; tries += 1) {
      const found = from();
      chosen.set(found[0], found);
    }
    return [...chosen.values()];
  };

  const chineseTitle = (parts: [string, string][]): [string, string] => {
    const [a, b, c] = parts as [[string, string], [string, string], [string, string]];
    const subject = pick(words.chineseSubjectWords);
    const englishSubject = pick(words.englishSubjectWords);
    switch (between(0, 4)) {
      case 0:
        return [`基于${a[0]}的${b[0]}${c[0]}${subject}`, `${capital(b[1])} ${c[1]} ${englishSubject} based on ${a[1]}`];
      case 1:
        return [`${a[0]}在${b[0]}中的${subject}`, `${capital(englishSubject)} of ${a[1]} in ${b[1]}`];
      case 2:
        return [`${a[0]}与${b[0]}的${c[0]}${subject}`, `${capital(c[1])} ${englishSubject} of ${a[1]} and ${b[1]}`];
      case 3:
        return [`面向${a[0]}的${b[0]}${c[0]}${subject}`, `${capital(b[1])} ${c[1]} ${englishSubject} for ${a[1]}`];
      default:
        return [`${a[0]}${b[0]}${subject}`, `${capital(a[1])} ${b[1]} ${englishSubject}`];
    }
  };

  const chineseAbstract = (parts: [string, string][]): string => {
    const t = () => (random() < 0.6 ? pick(parts)[0] : term()[0]);
    const sentences = [
      () => `针对${t()}中${t()}的问题，提出了一种基于${t()}的${t()}方法。`,
      () => `通过将${t()}与${t()}相结合，实现了${t()}的${t()}。`,
      () => `实验结果表明，该方法使${t()}提高了${between(5, 95)}%，${t()}降低至${(random() * 10).toFixed(2)}。`,
      () => `在${t()}条件下，${t()}的${t()}达到${between(10, 999)}，优于传统${t()}。`,
      () => `该研究为${t()}和${t()}提供了新的思路。`,
      () => `进一步分析了${t()}对${t()}的影响，并讨论了${t()}的发展趋势。`,
    ];
    return Array.from({ length: between(4, 7) }, () => pick(sentences)()).join('');
  };

  const englishAbstract = (parts: [string, string][]): string => {
    const t = () => (random() < 0.6 ? pick(parts)[1] : term()[1]);
    const sentences = [
      () => `We propose a ${t()} ${pick(words.englishSubjectWords)} that addresses the limited ${t()} of ${t()}.`,
      () => `By combining ${t()} with ${t()}, the ${t()} is improved without additional ${t()}.`,
      () => `Experiments show that the ${t()} increases by ${between(5, 95)}% while the ${t()} falls to ${(random() * 10).toFixed(2)}.`,
      () => `Under ${t()} conditions, the ${t()} reaches ${between(10, 999)}, outperforming conventional ${t()}.`,
      () => `These results open a route towards ${t()} and ${t()}.`,
      () => `We further analyse how ${t()} affects ${t()} and discuss trends in ${t()}.`,
    ];
    return Array.from({ length: between(4, 7) }, () => pick(sentences)()).join(' ');
  };

  const chineseAuthor = (): ArticleAuthor => {
    const [family, familyPinyin] = surname();
    const given = Array.from({ length: between(1, 2) }, () => pick(words.givenNameCharacters));
    const city = pick(words.chineseCities);
    const [kind, enKind] = pick(words.chineseUniversityKinds);
    const [school, enSchool] = pick(words.chineseSchools);
    return {
      name: `${family}${given.map(([char]) => char).join('')}`,
      enName: `${familyPinyin.toUpperCase()} ${capital(given.map(([, pinyin]) => pinyin).join(''))}`,
      institution: `${city}${kind}${school}`,
      enInstitution: `${enSchool}, ${words.cityPinyin[city]} ${enKind}`,
      email: '',
      orcid: '',
      corresponding: false,
    };
  };

  const englishAuthor = (): ArticleAuthor => {
    const name = `${pick(words.englishGivenNames)} ${englishSurname()}`;
    const institution = pick(words.englishInstitutions);
    return { name, enName: name, institution, enInstitution: institution, email: '', orcid: '', corresponding: false };
  };

  const article = (id: number, journal: Journal, journalIndex: number): Article => {
    const zh = journal.zh;
    const parts = distinctTerms(3);
    const [title, enTitle] = zh ? chineseTitle(parts) : (() => {
      const [, english] = chineseTitle(parts);
      return [english, english] as const;
    })();
    const year = random() < 0.5 ? between(2018, lastYear) : between(firstYear, lastYear);
    const month = between(1, 12);
    const onlineFirst = random() < 0.1;
    const issue = onlineFirst ? '' : String(month);
    const keywordTerms = [...parts, ...distinctTerms(between(1, 3), term)];
    const enAbstract = englishAbstract(parts);
    const firstPage = between(1, 300);
    return {
      id,
      doi: `10.${5000 + journalIndex}/j${journalIndex}.${year}.${id}`,
      publicationId: journal.id,
      periodId: onlineFirst ? null : periodId(journal.id, year, month),
      columnId: pick(journal.columns),
      language: zh ? 'zh' : 'en',
      type: 'research-article',
      openAccess: random() < 0.7,
      firstStatus: onlineFirst ? between(1, 3) : 0,
      year,
      issue,
      volume: String(year - 1980),
      firstPageNum: String(firstPage),
      lastPageNum: String(firstPage + between(4, 20)),
      title,
      enTitle,
      authors: Array.from({ length: between(1, 6) }, () => (zh ? chineseAuthor() : englishAuthor())),
      keywords: keywordTerms.map(([chinese, english]) => (zh ? chinese : english)),
      enKeywords: keywordTerms.map(([, english]) => english),
      abstract: zh ? chineseAbstract(parts) : enAbstract,
      enAbstract: zh && random() < 0.3 ? '' : enAbstract,
      funds: '',
      received: '',
      revised: '',
      accepted: '',
      publishedOnline: '',
      ppubDate: '',
      publishDate: `${year}-${String(month).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`,
      visits: Math.floor(random() ** 3 * 20_000),
      downloads: Math.floor(random() ** 3 * 5_000),
      referenceCount: between(0, 80),
      commentCount: Math.floor(random() ** 4 * 30),
      pdfUrl: random() < 0.5 ? `https://example.org/pdf/${id}.pdf` : '',
      url: '',
    };
  };

  return { article, between };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const periodId = (journalId: number, year: number, month: number) => journalId * 1000 + (year - firstYear) * issuesPerYear + month;

/** Writes the corpus into a new database file and indexes it; returns what it took. */
export async function buildSearchCorpus(file: string, { articles, siteId, seed = 20_260_101 }: CorpusOptions): Promise<CorpusReport> {
  const handle = openDatabase(`file:${file}`);
  const { db } = handle;
  try {
    await migrateToLatest(db);
    const random = seededRandom(seed);
    const writer = corpusWriter(random);
    const journals: Journal[] = [
      ...words.chineseJournals.map(([name, enName]) => ({ zh: true, name, enName })),
      ...words.englishJournals.map((name) => ({ zh: false, name, enName: name })),
    ].map((entry, index) => {
      const id = firstJournalId + index;
      return { ...entry, id, columns: words.columnNames.map((_, column) => id * 10 + column) };
    });

    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      // The server would seed its sample content into an empty database: this one holds the corpus only.
      await trx.insertInto('seed_state').values({ name: 'sample-content' }).execute();
      for (const [index, journal] of journals.entries()) {
        const issn = `${String(2000 + index).padStart(4, '0')}-${String(100 + index).padStart(3, '0')}X`;
        const data = { id: journal.id, publicationName: journal.name, enPublicationName: journal.enName, issn, organizerUnit: `${journal.name} editorial office` };
        await trx.insertInto('journal').values({ id: journal.id, site_id: siteId, data: JSON.stringify(data) }).execute();
        for (const [sort, [name, enName]] of words.columnNames.entries()) {
          const id = journal.columns[sort]!;
          await trx.insertInto('journal_column').values({ id, journal_id: journal.id, sort, data: JSON.stringify({ id, publicationId: journal.id, name, enName, sort }) }).execute();
        }
        const periods = [];
        for (let year = firstYear; year <= lastYear; year += 1) {
          for (let month = 1; month <= issuesPerYear; month += 1) {
            const id = periodId(journal.id, year, month);
            const publishDate = `${year}-${String(month).padStart(2, '0')}-01`;
            const data = { id, publicationId: journal.id, year, issue: String(month), volume: String(year - 1980), publishDate };
            periods.push({ id, journal_id: journal.id, year, issue: String(month), publish_date: publishDate, data: JSON.stringify(data) });
          }
        }
        await trx.insertInto('period').values(periods).execute();
      }
      // 60% of the articles in the Chinese journals: the portal's readers are mostly Chinese.
      const chineseJournals = journals.filter((journal) => journal.zh);
      const englishJournals = journals.filter((journal) => !journal.zh);
      for (let start = 0; start < articles; start += articlesPerBatch) {
        const rows = [];
        for (let offset = start; offset < Math.min(articles, start + articlesPerBatch); offset += 1) {
          const list = random() < 0.6 ? chineseJournals : englishJournals;
          const journal = list[writer.between(0, list.length - 1)]!;
          rows.push(articleRow(siteId, writer.article(firstArticleId + offset, journal, journals.indexOf(journal))));
        }
        // 16 columns a row: 1000 rows stay below SQLite's 32,766 bound values.
        await trx.insertInto('article').values(rows).execute();
      }
    });
    const written = performance.now();
    const documents = await rebuildSearchIndex(db);
    const indexed = performance.now();
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    const { rows } = await sql<{ name: string; bytes: number }>`SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name`.execute(db);
    const bytesOf = (test: (name: string) => boolean) => rows.filter((row) => test(row.name)).reduce((total, row) => total + Number(row.bytes), 0);
    return {
      articles,
      documents,
      writeSeconds: (written - started) / 1000,
      indexSeconds: (indexed - written) / 1000,
      databaseBytes: statSync(file).size,
      ftsBytes: bytesOf((name) => name.startsWith('search_fts')),
      documentBytes: bytesOf((name) => name.startsWith('search_document')),
    };
  } finally {
    await handle.close();
  }
}
