import { isLanguageSegment, type LanguageSegment } from '../../schemas/language-codes.ts';
import { parseLocation } from './parse-location.ts';

/**
 * The same page in another language (spec §4 "rewrites language segment of URL"): the `/{lang}` segment is
 * replaced, or added after `/{sld}`; routes without a language segment carry it as `?lang=`.
 */
export function localizedPath(pathname: string, search: string, lang: LanguageSegment): string {
  const location = parseLocation(pathname, search);
  const segments = pathname.split('/');
  if (location.family === 'lang') {
    segments[1] = lang;
    return segments.join('/') + search;
  }
  if (location.family === 'site') {
    const hasLang = isLanguageSegment(segments[2]);
    if (hasLang) segments[2] = lang;
    else segments.splice(2, 0, lang);
    const path = segments.join('/');
    return (path.endsWith(`/${lang}`) ? `${path}/` : path) + search;
  }
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return `${pathname}?${params.toString()}`;
}
