import { familyRoutes, type ScreenParams } from './route-table.ts';
import type { FamilyScreen } from './screens.ts';

type ParamsArgument<Screen extends FamilyScreen> = object extends ScreenParams<Screen> ? [params?: ScreenParams<Screen>] : [params: ScreenParams<Screen>];

/** A route's pattern read once: its literal segments and its parameters (`…`: the rest of the path). */
type Part = { literal: string } | { name: string; rest: boolean };
type CompiledRoute = { parts: Part[]; trailingSlash: boolean };

const compiledRoutes = new Map<FamilyScreen, CompiledRoute>(
  familyRoutes.map((route) => [
    route.screen,
    {
      parts: route.pattern.split('/').map((part): Part => (part.startsWith(':') ? { name: part.slice(1).replace(/…?\??$/, ''), rest: part.includes('…') } : { literal: part })),
      trailingSlash: !('trailingSlash' in route),
    },
  ]),
);

/**
 * A portal address of the language family (architecture: "links come from the route table"): `prefix` is where the
 * family starts (`/{lang}` or `/{sld}/{lang}`, `familyPrefix`), and the path is the screen's pattern with its
 * parameters filled in, each segment encoded. Paths end in `/` (as the spec writes them), except a DOI's.
 * `parseLocation` reads every address this makes back to the same screen and parameters.
 */
export function screenHref<Screen extends FamilyScreen>(prefix: string, screen: Screen, ...[params]: ParamsArgument<Screen>): string {
  const route = compiledRoutes.get(screen)!;
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const segments: string[] = [];
  let skipped: string | undefined;
  for (const part of route.parts) {
    if ('literal' in part) {
      segments.push(part.literal);
      continue;
    }
    const value = values[part.name];
    if (value === undefined || value === '') {
      skipped ??= part.name;
      continue;
    }
    if (skipped !== undefined) throw new Error(`${screen}: '${part.name}' is given without '${skipped}' before it`);
    if (part.rest) {
      segments.push(...String(value).split('/').filter(Boolean).map(encodeURIComponent));
    } else {
      segments.push(encodeURIComponent(String(value)));
    }
  }
  const path = segments.length > 0 ? `${prefix}/${segments.join('/')}` : prefix;
  return route.trailingSlash ? `${path}/` : path;
}
