import { z } from 'zod';
import { linkUrl, numericId, text } from './primitives.ts';
import { searchResourceCode } from './search-config.ts';
import { searchFilters } from './search/search-request.ts';

/** Style ids of spec §2: 1, 8, 9 style one; 2, 3 style two; 4; 6; 7; 13 the banner. */
export const searchBoxStyleIds = [1, 2, 3, 4, 6, 7, 8, 9, 13] as const;

const entry = z.object({ customEntryCn: z.string().min(1, 'an entry needs Chinese text'), customEntryEn: text });

/** A search-box component (spec §3). */
export const searchBoxComponent = z.object({
  id: numericId,
  name: text,
  enName: text,
  styleId: z
    .number()
    .int()
    .refine((id) => (searchBoxStyleIds as readonly number[]).includes(id), {
      message: `must be one of the search box styles ${searchBoxStyleIds.join(', ')}`,
    }),
  searchComponentType: z.union([z.literal(0), z.literal(1)]).default(0),
  /**
   * Sub-pools a reader may search within (spec §3: label, name). `filter` is what a sub-pool stands for: the search
   * filters the server applies when a search names its label (e.g. open access only); none = everything.
   */
  subPoolList: z.array(z.object({ label: z.string(), name: text, enName: text, filter: searchFilters.strict().default({}) })).default([]),
  /** Resource codes this box searches; comma-separated on the wire. */
  updateResourceWay: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((code) => code.trim()).filter(Boolean))
    .pipe(z.array(searchResourceCode))
    .default([]),
  coverInfoList: z.array(z.object({ pcUrl: linkUrl, mobileUrl: linkUrl })).default([]),
  componentData: z
    .object({
      title: text,
      enTitle: text,
      /** Slogan entries of the banner (style 13). */
      customEntryList: z.array(entry).default([]),
      /** The banner's quick link. */
      quickEntry: entry.extend({ url: linkUrl }).nullable().default(null),
    })
    .prefault({}),
});
export type SearchBoxComponent = z.infer<typeof searchBoxComponent>;
