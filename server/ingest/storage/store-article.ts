import { sql, type Insertable, type Kysely } from 'kysely';
import { article as articleSchema, type Article } from '../../../schemas/content/article.ts';
import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import type { PlacementInput } from '../../../schemas/ingest/placement.ts';
import { articleRow } from '../../db/article-row.ts';
import { engineOf } from '../../db/database-engine.ts';
import { currentTimestampText, equalsIgnoringCase } from '../../db/portable-sql.ts';
import type { ArticleTable, Database } from '../../db/tables.ts';
import { nextArticleId } from '../../db/next-article-id.ts';
import { takeWriteLock, writeLock } from '../../db/write-locks.ts';
import type { AnalysedTexts } from '../../search/index/analysed-ahead.ts';
import { indexArticle } from '../../search/index/index-article.ts';
import { parsePlacement } from '../placement/placement-request.ts';
import { resolvePlacement, type ResolvedPlacement } from '../placement/resolve-placement.ts';
import { RejectedInput } from '../rejected-input.ts';
import { articleRecordOf, type EntityOverrides } from './article-record.ts';
import { inTransaction } from './in-transaction.ts';
import { noteContentWrite } from '../../db/content-version.ts';

export { SiteWithoutJournal } from '../placement/resolve-placement.ts';

/**
 * What becomes of an article whose DOI the site already has: `update` — the same article imported again, updated
 * in place (same id; its counters kept) — or `refuse`, saying which article holds the DOI.
 */
export type ExistingDoiPolicy = 'update' | 'refuse';

/**
 * The placement of callers that place nothing themselves (the sample seed, tests): the issue the file names, created
 * when the journal lacks it, or no issue when it names none. Commands and the admin desk pass what they were given.
 */
export const asTheFileSays = { createIssues: true, issueless: 'publish' } as const satisfies PlacementInput;

export type StoreOptions = {
  /** Where the article goes (server/ingest/placement/); default `asTheFileSays`. */
  placement?: PlacementInput;
  /**
   * Where the article goes, resolved by the caller: the desk's upload, whose journals, issues and columns may be drafts
   * the reader's tables do not hold yet (server/desk/upload/). `placement` is then not read.
   */
  placed?: ResolvedPlacement | undefined;
  /** Default `update`. */
  existingDoi?: ExistingDoiPolicy;
  /**
   * Keep the article unpublished: write its full text and package files but not the `article` row readers see (nor
   * its search entry), and answer the row it would have written, to insert on publishing (`publishDraftRow`). Its id
   * is `articleId` when given, else one no article and no other draft's full text has.
   */
  draft?: { articleId?: number | undefined } | undefined;
  /** Work that must land with the article or not at all (its package files), given the article's id. */
  inTransaction?: ((trx: Kysely<Database>, articleId: number) => Promise<void>) | undefined;
  /** The source's `<front>` as XML (server/ingest/jats/front-xml.ts), for harvesters. */
  jatsFront?: string | null | undefined;
  /** `content` as JSON, when the caller has it already (a parsing thread's): not written again. */
  contentJson?: string | undefined;
  /** Texts of the article's search documents analysed already (a parsing thread's: analysed-ahead.ts). */
  searchTerms?: AnalysedTexts | undefined;
  /** What the caller knows better than the content model (authors' English names …). */
  entityOverrides?: EntityOverrides | undefined;
};

export type StoredArticle = {
  id: number;
  doi: string;
  title: string;
  /** True when an article of the site with this DOI was updated in place. */
  updated: boolean;
  placement: ResolvedPlacement;
  /** The Article entity the row holds (checked). */
  entry: Article;
  /** The reader-visible row: written, or — for a draft — to be written on publishing. */
  row: Insertable<ArticleTable>;
  draft: boolean;
};

/**
 * Writes one article and its full text in one transaction (or inside the caller's): all of it lands, or nothing.
 * Where it goes is its placement; an article with the same DOI (any letter case) on the same site is updated in
 * place or refused, as `existingDoi` says.
 */
export async function storeArticle(db: Kysely<Database>, siteId: number, content: ArticleContent, options: StoreOptions = {}): Promise<StoredArticle> {
  const request = parsePlacement(options.placement ?? asTheFileSays);
  const draft = options.draft;
  return inTransaction(db, async (trx) => {
    // The DOI checked free and the id taken hold until this article is committed (or rolled back).
    await takeWriteLock(trx, writeLock.articles);
    const existing = content.doi
      ? await trx
          .selectFrom('article')
          .select(['id', 'data'])
          .where('site_id', '=', siteId)
          .where(equalsIgnoringCase(sql.ref('doi'), content.doi))
          .executeTakeFirst()
      : undefined;
    const earlier = existing ? earlierEntry(existing.data) : undefined;
    if (existing && (draft || (options.existingDoi ?? 'update') === 'refuse')) {
      const holder = `article ${existing.id}${earlier ? ` ("${earlier.title}")` : ''}`;
      throw new RejectedInput(
        draft
          ? `DOI ${content.doi} is already published on this site as ${holder}: a draft cannot replace a published article; import it again in place to update it`
          : `DOI ${content.doi} is already on this site as ${holder}: import it again in place to update that article, or correct the DOI`,
      );
    }
    const id = existing?.id ?? (draft?.articleId !== undefined ? await draftIdFree(trx, draft.articleId) : await nextArticleId(trx));
    const placement = options.placed ?? (await resolvePlacement(trx, siteId, request, { content, earlier }));
    const entry = articleRecordOf(content, { id, publicationId: placement.journalId, periodId: placement.periodId, columnId: placement.columnId, firstStatus: placement.firstStatus, earlier }, options.entityOverrides);

    const row = articleRow(siteId, entry);
    if (!draft) {
      if (existing) await trx.updateTable('article').set(row).where('id', '=', id).execute();
      else await trx.insertInto('article').values(row).execute();
    }
    const full = { article_id: id, language: content.language, data: options.contentJson ?? JSON.stringify(content), jats_front: options.jatsFront ?? null };
    await trx
      .insertInto('article_content')
      .values(full)
      .onConflict((conflict) => conflict.column('article_id').doUpdateSet({ language: full.language, data: full.data, jats_front: full.jats_front, updated_at: currentTimestampText(engineOf(trx)) }))
      .execute();
    await options.inTransaction?.(trx, id);
    if (!draft) {
      await indexArticle(trx, id, content, options.searchTerms);
      await noteContentWrite(trx);
    }
    return { id, doi: entry.doi, title: entry.title, updated: existing !== undefined, placement, entry, row, draft: draft !== undefined };
  });
}

/** What an earlier import stored, if it still reads as an Article. */
function earlierEntry(data: string): Article | undefined {
  const parsed = articleSchema.safeParse(JSON.parse(data));
  return parsed.success ? parsed.data : undefined;
}


/** A draft's own id, unless a published article has it. */
async function draftIdFree(db: Kysely<Database>, id: number): Promise<number> {
  if (!Number.isSafeInteger(id) || id < 1) throw new RejectedInput(`draft article id ${id} is not a positive whole number`);
  const taken = await db.selectFrom('article').select('id').where('id', '=', id).executeTakeFirst();
  if (taken) throw new RejectedInput(`article id ${id} is taken by a published article: a draft needs an id of its own`);
  return id;
}
