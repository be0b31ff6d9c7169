import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { menuItem, type MenuItem } from '../../../schemas/menu.ts';
import { period, type Period } from '../../../schemas/period.ts';
import { publicationConfig } from '../../../schemas/publication-config.ts';
import type { MenuContext } from '../resolve-menu-item.ts';

type ItemInput = Parameters<typeof menuItem.parse>[0] & Record<string, unknown>;

/** A menu item as the schema produces it. */
export function item(fields: Partial<Record<keyof MenuItem, unknown>> & { code: string }): MenuItem {
  return menuItem.parse({ id: 7, ...fields } as ItemInput);
}

export const latest: Period = period.parse({ id: 91, publicationId: 1, year: 2024, issue: '6', periods: '44' });
export const previous: Period = period.parse({ id: 90, publicationId: 1, year: 2024, issue: '5', periods: '44' });

export function context(overrides: Partial<MenuContext> = {}): MenuContext {
  return {
    lang: 'en' satisfies LanguageSegment,
    latestPeriods: [latest, previous],
    firstExpertId: null,
    publication: publicationConfig.parse({}),
    commonCodes: ['onlineVideo', 'patent', 'standard'],
    position: { index: 3 },
    ...overrides,
  };
}
