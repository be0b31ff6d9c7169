import { z } from 'zod';
import { flag, linkUrl, numericId, text } from './primitives.ts';

const menuCode = z.string().regex(/^[A-Za-z][\w-]{0,63}$/, 'must be a menu code made of letters, digits, - or _');

const optionalId = numericId.nullable().default(null);

/**
 * One entry of the channel list (spec §3 "Menu item"). Recursive: the getter's return type names the schema itself,
 * which lets TypeScript infer it (checking it against a hand-written recursive type cost seconds of typecheck).
 */
export const menuItem = z.object({
  id: numericId,
  code: menuCode,
  name: text,
  enName: text,
  /** Shown only when '1' (spec §5). */
  enable: flag.default(true),
  parentId: optionalId,
  linkValue: text,
  bannerId: optionalId,
  /** A route segment for item/newItem, e.g. `authors` → /{lang}/authors/. */
  route: z.string().regex(/^[\w-]*(\/[\w-]+)*$/, 'must be a path segment such as "authors"').default(''),
  url: linkUrl,
  value: text,
  newsDataType: optionalId,
  styleId: optionalId,
  get children(): z.ZodDefault<z.ZodArray<typeof menuItem>> {
    return z.array(menuItem).default([]);
  },
});

export const menuTree = z.array(menuItem);

export type MenuItem = z.output<typeof menuItem>;
