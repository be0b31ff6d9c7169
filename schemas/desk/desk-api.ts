import { z } from 'zod';
import { deskItem, deskKindName, deskStatus } from './desk-kinds.ts';

export const deskKindParams = z.object({ sld: z.string().min(1).max(64), kind: deskKindName });
export const deskItemParams = deskKindParams.extend({ id: z.coerce.number().int().positive() });

export const deskListQuery = z.object({
  /** Words of a title (either language), a DOI, a name. */
  q: z.string().trim().max(200).default(''),
  status: deskStatus.optional(),
  /** `true`: the bin (deleted items) instead of the desk. */
  bin: z.enum(['true', 'false']).default('false'),
  /** Only a journal's issues, columns or articles. */
  journalId: z.coerce.number().int().positive().optional(),
  /** Only an issue's articles. */
  issueId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export type DeskListQuery = z.output<typeof deskListQuery>;

export const deskList = z.object({ items: z.array(deskItem), total: z.number().int().nonnegative(), page: z.number().int(), size: z.number().int() });
export type DeskList = z.infer<typeof deskList>;

/** A new item: its fields as its kind's entity reads them (the id is given by the desk). */
export const deskCreateBody = z.object({ data: z.record(z.string(), z.unknown()) });
/** A save names the version it edited: another editor's save in between is a conflict. */
export const deskSaveBody = z.object({ version: z.number().int().positive(), data: z.record(z.string(), z.unknown()) });
/** Publishing, taking back, deleting and restoring name the version too. */
export const deskActionBody = z.object({ version: z.number().int().positive() });
export const deskDeleteQuery = z.object({ version: z.coerce.number().int().positive() });

/** One field of an item's data that does not hold, by its path in the data (`authors.0.name`; '' the whole item). */
export const fieldProblem = z.object({ path: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblem>;
/** The `data` of a 400 that refuses an item's fields: every problem, each named by its path. */
export const invalidFieldsData = z.object({ problems: z.array(fieldProblem) });
