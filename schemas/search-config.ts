import { z } from 'zod';
import { flagOn, numericId, text } from './primitives.ts';

/** Resource kinds the search-conditions call takes (spec §7). */
export const searchResourceCodes = [
  'thesis',
  'publication',
  'onlineVideo',
  'standard',
  'patent',
  'picture',
  'table',
  'video',
  'audio',
  'book',
  'news',
  'scholar',
  'mixed',
] as const;
export const searchResourceCode = z
  .string()
  // spec §3: the code "article" maps to "thesis".
  .transform((code) => (code === 'article' ? 'thesis' : code))
  .pipe(z.enum(searchResourceCodes, { error: `must be one of ${searchResourceCodes.join(', ')} (or article)` }));
export type SearchResourceCode = z.infer<typeof searchResourceCode>;

/** One option of a search-field dropdown (spec §3 "Search condition option"). */
export const searchCondition = z.object({
  condition: text,
  enCondition: text,
  /** Index field, e.g. `resName_tic`; empty means "all fields". */
  field: text,
  value: z.number().int().nonnegative().default(0),
});
export type SearchCondition = z.infer<typeof searchCondition>;

export const searchResourceType = z.object({
  type: numericId,
  code: searchResourceCode,
  name: z.string().min(1, 'a resource type needs a name'),
  enName: text,
  isOpenConfig: flagOn,
});
export type SearchResourceType = z.infer<typeof searchResourceType>;

export const searchConfig = z.object({
  resourceTypes: z.array(searchResourceType).default([]),
  /** Field options per resource code. */
  conditions: z.partialRecord(z.enum(searchResourceCodes), z.array(searchCondition)).default({}),
});
export type SearchConfig = z.infer<typeof searchConfig>;
