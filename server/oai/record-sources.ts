import type { Kysely } from 'kysely';
import { article as articleSchema, type Article } from '../../schemas/content/article.ts';
import { journal as journalSchema, type Journal } from '../../schemas/content/journal.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import { period as periodSchema, type Period } from '../../schemas/period.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
import { articleEntityInput } from '../db/article-row.ts';
import type { Database } from '../db/tables.ts';
import type { RecordRow } from './harvest-records.ts';
import { setSpecsOf, type HarvestSite } from './harvest-sets.ts';

/** Everything one record's header and metadata are written from. */
export type RecordSource = {
  id: number;
  datestamp: string;
  setSpecs: string[];
  article: Article;
  site: HarvestSite;
  journal: Journal | undefined;
  period: Period | undefined;
  /** The article's page in the portal, in the article's own language. */
  pageUrl: string;
  /** The language the full text was imported in (`xml:lang` of the source), when it was imported. */
  contentLanguage: string | null;
  /** The source's `<front>` as stored at import. */
  jatsFront: string | null;
};

const parsedData = <T>(schema: { safeParse: (input: unknown) => { success: true; data: T } | { success: false } }, data: string): T | undefined => {
  const parsed = schema.safeParse(JSON.parse(data));
  return parsed.success ? parsed.data : undefined;
};

/**
 * The sources of a page of records, with the journals and issues they name read once. An article whose stored entity
 * no longer fits its schema is left out, as search leaves it out.
 */
export async function recordSources(db: Kysely<Database>, rows: RecordRow[], sites: HarvestSite[], origin: string): Promise<RecordSource[]> {
  const journalIds = [...new Set(rows.map((row) => row.journal_id))];
  const periodIds = [...new Set(rows.flatMap((row) => (row.period_id === null ? [] : [row.period_id])))];
  const journals = new Map(
    journalIds.length === 0 ? [] : (await db.selectFrom('journal').select(['id', 'data']).where('id', 'in', journalIds).execute()).map((row) => [row.id, parsedData(journalSchema, row.data)]),
  );
  const periods = new Map(
    periodIds.length === 0 ? [] : (await db.selectFrom('period').select(['id', 'data']).where('id', 'in', periodIds).execute()).map((row) => [row.id, parsedData(periodSchema, row.data)]),
  );
  const siteById = new Map(sites.map((site) => [site.siteId, site]));
  return rows.flatMap((row) => {
    const site = siteById.get(row.site_id);
    const entity = articleSchema.safeParse(articleEntityInput(row));
    if (!site || !entity.success) return [];
    const language = contentLanguageOf(row.content_language ?? entity.data.language);
    return [
      {
        id: row.id,
        datestamp: row.updated_at,
        setSpecs: setSpecsOf(site.sld, row.period_id),
        article: entity.data,
        site,
        journal: journals.get(row.journal_id),
        period: row.period_id === null ? undefined : periods.get(row.period_id),
        pageUrl: `${origin}${screenHref(familyPrefix(language, site.sld), 'article', { thesisId: row.id })}`,
        contentLanguage: row.content_language,
        jatsFront: row.jats_front,
      },
    ];
  });
}
