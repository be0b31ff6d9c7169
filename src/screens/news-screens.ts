import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';

/** The modules of news, information and composite pages, the catch-all `{code}` and `/newLink1`, `/newLeaguage`, `/newArticle`, `/homeNav` (spec §2). Undefined: not one of these screens. */
export function newsScreenModules(location: ParsedLocation, bootstrap: Bootstrap): { modules: ModuleDescriptor[]; status: number } | undefined {
  void location;
  void bootstrap;
  return undefined;
}
