import { z } from 'zod';
import type { AnySchema } from './any-schema.ts';

function pageOf<Item extends AnySchema>(item: Item) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
    /** Zero-based page number. */
    number: z.number().int().nonnegative(),
    size: z.number().int().positive(),
  });
}

// One page schema per item schema: zod compiles a schema's checks on its first parse, and lists are parsed on every
// page a server renders.
const pages = new WeakMap<AnySchema, ReturnType<typeof pageOf>>();

/** A page of results as the `/rc-pub` API answers it: `data.content` and `data.totalElements` (Spring-style). */
export function page<Item extends AnySchema>(item: Item): ReturnType<typeof pageOf<Item>> {
  let schema = pages.get(item);
  if (!schema) pages.set(item, (schema = pageOf(item)));
  return schema as ReturnType<typeof pageOf<Item>>;
}
export type Page<Item> = { content: Item[]; totalElements: number; totalPages: number; number: number; size: number };

/** Paging query parameters: page is zero-based (spec §7 "page 0, size 10"). */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(0, 'must be 0 or more').default(0),
  size: z.coerce.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(10),
});
