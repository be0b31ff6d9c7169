import { familyRoutes, type ScreenParams } from './route-table.ts';
import type { FamilyScreen } from './screens.ts';

type ParamsArgument<Screen extends FamilyScreen> = object extends ScreenParams<Screen> ? [params?: ScreenParams<Screen>] : [params: ScreenParams<Screen>];

/**
 * A portal address of the language family (architecture: "links come from the route table"): `prefix` is where the
 * family starts (`/{lang}` or `/{sld}/{lang}`, `familyPrefix`), and the path is the screen's pattern with its
 * parameters filled in, each segment encoded. Paths end in `/` (as the spec writes them), except a DOI's.
 * `parseLocation` reads every address this makes back to the same screen and parameters.
 */
export function screenHref<Screen extends FamilyScreen>(prefix: string, screen: Screen, ...[params]: ParamsArgument<Screen>): string {
  const route = familyRoutes.find((entry) => entry.screen === screen)!;
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const segments: string[] = [];
  let skipped: string | undefined;
  for (const part of route.pattern.split('/')) {
    if (!part.startsWith(':')) {
      segments.push(part);
      continue;
    }
    const name = part.slice(1).replace(/…?\??$/, '');
    const value = values[name];
    if (value === undefined || value === '') {
      skipped ??= name;
      continue;
    }
    if (skipped !== undefined) throw new Error(`${screen}: '${name}' is given without '${skipped}' before it`);
    if (part.includes('…')) {
      segments.push(...String(value).split('/').filter(Boolean).map(encodeURIComponent));
    } else {
      segments.push(encodeURIComponent(String(value)));
    }
  }
  const path = segments.length > 0 ? `${prefix}/${segments.join('/')}` : prefix;
  return 'trailingSlash' in route ? path : `${path}/`;
}
