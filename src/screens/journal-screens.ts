import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';
import { moduleOf } from '../app/page-data.ts';

const shown = (modules: ModuleDescriptor[]) => ({ modules, status: 200 });
const missing = { modules: [moduleOf('notFound')], status: 404 };

/** Only the parameters the address has: an absent year or issue means the latest. */
const defined = (params: Record<string, string | undefined>) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));

/**
 * The modules of `issues`, `issue/{year}/{issue}`, `onlineFirst`, `justAccepted` (spec §2). Undefined: not one of
 * these screens. Whether a year and issue name an issue is the server's to say (one that does not makes a 404); a
 * list the publication config turns off is a 404 here.
 */
export function journalScreenModules(location: ParsedLocation, bootstrap: Bootstrap): { modules: ModuleDescriptor[]; status: number } | undefined {
  if (location.family !== 'lang' && location.family !== 'site') return undefined;
  const { screen, params, query } = location;
  switch (screen) {
    case 'issues':
      return shown([moduleOf('issueList')]);
    case 'issue':
      return shown([moduleOf('issueToc', defined({ year: params.year, issue: params.issue }))]);
    case 'onlineFirst':
    case 'justAccepted':
      return bootstrap.publication[screen] ? shown([moduleOf('articleStageList', defined({ status: screen, page: query.page }))]) : missing;
    default:
      return undefined;
  }
}
