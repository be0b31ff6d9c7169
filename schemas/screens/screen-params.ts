import { familyRoutes } from '../routes/route-table.ts';
import type { ScreenKey } from './screen-keys.ts';

/** The parameters a screen's route has (`issue` → year, issue); standalone routes have only their query. */
export function routeParamsOf(key: ScreenKey): readonly string[] {
  if (key === '/{code}') return ['code'];
  const route = familyRoutes.find((candidate) => candidate.screen === key);
  if (!route) return [];
  return route.pattern.split('/').flatMap((part) => (part.startsWith(':') ? [part.slice(1).replace(/…?\??$/, '')] : []));
}
