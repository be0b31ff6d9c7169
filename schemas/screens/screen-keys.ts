import { standaloneRouteNames } from '../route-names.ts';
import { familyScreens } from '../routes/screens.ts';

/**
 * The names screens are configured under: each family screen by its name (`issue`, `articleByDoi`, `code`), each
 * standalone route by its path (`/login`, `/article` — the search results, not the reader), the menu's link for a
 * code of its own (`/{code}`), and `notFound`. Every address the portal parses lands on exactly one of these.
 */
export const screenKeys = [...familyScreens, ...standaloneRouteNames.map((name) => `/${name}` as const), '/{code}', 'notFound'] as const;
export type ScreenKey = (typeof screenKeys)[number];
