import { z } from 'zod';
import { flag, linkUrl, numericId, text } from './primitives.ts';

const menuCode = z.string().regex(/^[A-Za-z][\w-]{0,63}$/, 'must be a menu code made of letters, digits, - or _');

type MenuItemInput = {
  id: number | string;
  code: string;
  name?: string;
  enName?: string;
  enable?: boolean | number | string | null;
  parentId?: number | string | null;
  linkValue?: string;
  bannerId?: number | string | null;
  route?: string;
  url?: string;
  value?: string;
  newsDataType?: number | string | null;
  styleId?: number | string | null;
  children?: MenuItemInput[];
};

export type MenuItem = {
  id: number;
  code: string;
  name: string;
  enName: string;
  enable: boolean;
  parentId: number | null;
  linkValue: string;
  bannerId: number | null;
  route: string;
  url: string;
  value: string;
  newsDataType: number | null;
  styleId: number | null;
  children: MenuItem[];
};

const optionalId = numericId.nullable().default(null);

/**
 * One entry of the channel list (spec §3 "Menu item"). Recursive, so its type is spelled out once above and the
 * schema is checked against it: the two cannot drift apart.
 */
export const menuItem: z.ZodType<MenuItem, MenuItemInput> = z.object({
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
  get children() {
    return z.array(menuItem).default([]);
  },
});

export const menuTree = z.array(menuItem);
