import type { z } from 'zod';
import type { Db, OnDesk } from '../desk-kind.ts';
import type { AnySchema } from '../../../schemas/any-schema.ts';

/** Reader rows' JSON read with the entity's schema; a row the schema refuses is left out (it was never valid). */
export function entitiesOf<S extends AnySchema>(schema: S, rows: readonly { data: string }[]): z.output<S>[] {
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(JSON.parse(row.data));
    return parsed.success ? [parsed.data] : [];
  });
}

export const lowered = (...texts: (string | readonly string[])[]) => texts.flat().join(' ').toLowerCase();

/** The reader tables that keep a site's items whole in `data`, by `id` and `site_id`. */
type SiteTable = 'journal' | 'news' | 'expert' | 'book' | 'media';

/** What the desk has not adopted yet of a site's rows in such a table, read with the kind's schema. */
export async function siteRowsOf<S extends AnySchema>(db: Db, table: SiteTable, schema: S, siteId: number, onDesk: OnDesk): Promise<z.output<S>[]> {
  const rows = await db.selectFrom(table as 'journal').select(['id', 'data']).where('site_id', '=', siteId).where('id', 'not in', onDesk).execute();
  return entitiesOf(schema, rows);
}

/** The largest id in such a table, of any site (0 when empty). */
export async function largestIdOf(db: Db, table: SiteTable | 'journal_column' | 'virtual_album'): Promise<number> {
  return (await db.selectFrom(table as 'journal').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;
}
