import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { callEndpoint } from '../../runtime/api/call-endpoint.ts';
import type { BlockQueryContext } from '../../runtime/registry/define-block.ts';
import type { AppDependencies } from './app-dependencies.ts';

/** How blocks' data queries reach the API: through the app's one client, with the page's site and language. */
export function blockQueryContext(deps: Pick<AppDependencies, 'api'>, bootstrap: Bootstrap, lang: LanguageSegment, sld: string | undefined): BlockQueryContext {
  return {
    bootstrap,
    lang,
    sld,
    call: (entry, call) => callEndpoint(deps.api, entry, call),
  };
}
