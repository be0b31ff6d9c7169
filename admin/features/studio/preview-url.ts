import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { familyPrefix } from '../../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../../schemas/routes/screen-href.ts';

/** Which page a preview shows: the site's home page in a language (other screens join with the preview route). */
export type PreviewTarget = { sld: string; lang: LanguageSegment };

/**
 * ▶ THE PREVIEW'S ONE PLACE (issue 20, item 4). The reader's page rendered through the server's renderer with the
 * site's drafts applied comes with the server's preview route. Until that route is in the endpoint table this
 * answers undefined, and the preview panel (preview-panel.tsx) says the preview is not there yet instead of framing
 * anything. When the route lands: build its address here from the table, and the panel frames it at a phone's
 * 375 px and a desktop's width. (The back office's Content-Security-Policy must then allow `frame-src 'self'`:
 * server/http/security-headers.ts `adminContentSecurityPolicy`.)
 */
export function studioPreviewUrl(_target: PreviewTarget): string | undefined {
  return undefined;
}

/** The reader's published page the preview stands for, from the portal's route table (opened in a new tab). */
export function publishedPageUrl({ sld, lang }: PreviewTarget): string {
  return screenHref(familyPrefix(lang, sld), 'home');
}
