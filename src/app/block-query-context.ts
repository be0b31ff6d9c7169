import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { BlockQueryContext } from '../../runtime/registry/define-block.ts';
import type { AppDependencies } from './app-dependencies.ts';

/** How blocks' data queries reach the API: through the app's one client, with the page's site and language. */
export function blockQueryContext(deps: Pick<AppDependencies, 'api'>, bootstrap: Bootstrap, lang: LanguageSegment, sld: string | undefined): BlockQueryContext {
  return {
    bootstrap,
    lang,
    sld,
    get: (path, query, schema, options) => deps.api.get(path, { query, schema, onMessage: options?.onMessage }),
  };
}
