import { readFileSync } from 'node:fs';
import { expert as expertSchema, type Expert } from '../../../schemas/content/expert.ts';
import { journal as journalSchema, type Journal } from '../../../schemas/content/journal.ts';
import type { MenuItem } from '../../../schemas/menu.ts';
import type { Page } from '../../../schemas/page.ts';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';

/** Test data for the journal screens: the sample sites' seed content and menus, as the API would answer them. */

export type Sld = 'optics' | 'ecology';

const seedOf = (sld: Sld) => JSON.parse(readFileSync(`server/seed/content/${sld}.json`, 'utf8')) as { journals: unknown[]; experts: unknown[] };

export function seedJournal(sld: Sld): Journal {
  return journalSchema.parse(seedOf(sld).journals[0]);
}

/** The experts of a site in the seed's own order. */
export function seedExperts(sld: Sld): Expert[] {
  return seedOf(sld).experts.map((entry) => expertSchema.parse(entry));
}

/** A menu item of a sample site by id, from its menu.json. */
export function menuItemOf(sld: Sld, id: number): MenuItem {
  const find = (items: MenuItem[]): MenuItem | undefined => {
    for (const item of items) {
      const found = item.id === id ? item : find(item.children);
      if (found) return found;
    }
    return undefined;
  };
  const found = find(sampleBootstrap(sld).menu);
  if (!found) throw new Error(`${sld} has no menu item ${id}`);
  return found;
}

/** Items as `expert/list` answers one page of them. */
export function pageOf<Item>(content: Item[], { number = 0, size = 10, totalElements = content.length } = {}): Page<Item> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number, size };
}
