import { readFileSync } from 'node:fs';
import { article } from '../../../schemas/content/article.ts';
import type { ArticlePage } from '../../../schemas/content/article-page.ts';
import { journal, type Journal } from '../../../schemas/content/journal.ts';
import { fixtureXml } from '../../ingest/__tests__/fixture-xml.ts';
import { parseJats } from '../../ingest/jats/parse-jats.ts';
import { articleRecordOf } from '../../ingest/storage/article-record.ts';

type Sample = { page: Pick<ArticlePage, 'article' | 'content'>; journal: Journal };

/** A seeded article known by its metadata only (no full text), with its site's journal. */
export function seededArticle(sld: 'optics' | 'ecology', id: number): Sample {
  const seed = JSON.parse(readFileSync(new URL(`../../seed/content/${sld}.json`, import.meta.url), 'utf8')) as { articles: { id: number }[]; journals: unknown[] };
  const raw = seed.articles.find((entry) => entry.id === id);
  if (!raw) throw new Error(`no seeded article ${id} in ${sld}`);
  return { page: { article: article.parse(raw), content: null }, journal: journal.parse(seed.journals[0]) };
}

/** A JATS fixture as the ingest stores it: full text and the Article entity made from it. */
export function jatsArticle(fixture: string): Pick<ArticlePage, 'article' | 'content'> {
  const content = parseJats(fixtureXml(fixture));
  return { article: articleRecordOf(content, { id: 30001, publicationId: 2001, periodId: null, columnId: null, firstStatus: 0 }), content };
}
