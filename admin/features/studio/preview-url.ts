import { studioPreviewQuery } from '../../../schemas/admin/studio-api.ts';
import { studioEndpoints } from '../../../schemas/api/studio-endpoints.ts';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { familyPrefix } from '../../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../../schemas/routes/screen-href.ts';
import { endpointPath } from '../../../runtime/api/call-endpoint.ts';

/**
 * The preview's one place (issue 20, item 4): a reader's page of the site (`path`, such as `/optics/en/issues/`)
 * rendered by the server with every saved draft of the site's parts applied — the endpoint table's `studioPreview`.
 * Undefined when `path` is no reader's page the preview takes (the API, a file), with why.
 */
export function studioPreviewUrl(sld: string, path: string): { url: string } | { problem: string } {
  const query = studioPreviewQuery.safeParse({ path });
  if (!query.success) return { problem: query.error.issues[0]?.message ?? 'not a page of the portal' };
  return { url: `${endpointPath(studioEndpoints.studioPreview, { sld })}?${new URLSearchParams({ path: query.data.path })}` };
}

/** A site's home page in a language, from the portal's route table: where a preview starts. */
export function homePagePath(sld: string, lang: LanguageSegment): string {
  return screenHref(familyPrefix(lang, sld), 'home');
}
