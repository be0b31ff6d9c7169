import type { LanguageSegment } from '../../schemas/language.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { SiteSummary } from '../../schemas/site.ts';
import type { SiteKey } from '../../runtime/bootstrap/bootstrap-query.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';

/**
 * What the page loader decided for a URL. Every outcome renders through the same shell: a page of a served site
 * reads its configuration from the query cache (`siteKey`); the others use defaults, with the site's name and
 * colour when known (`site`).
 */
export type PageData = {
  status: number;
  lang: LanguageSegment;
  location: ParsedLocation;
  /** The title key under screens.titles. */
  screen: string;
  modules: ModuleDescriptor[];
} & ({ kind: 'page'; siteKey: SiteKey } | { kind: 'notice' | 'forbidden' | 'unavailable'; site?: SiteSummary });

export function moduleOf(code: string, props: Record<string, unknown> = {}): ModuleDescriptor {
  return { id: 0, code, styleId: 1, name: '', enName: '', enable: true, props };
}
