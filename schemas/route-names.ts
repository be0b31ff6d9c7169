/**
 * Top-level path names of spec §2 that are not site or language segments: the standalone routes and the search
 * result routes. A site's sld may not be one of these (nor a language segment), so a URL reads one way only.
 */
export const standaloneRouteNames = [
  'login',
  'quickLogin',
  'register',
  'forgetCode',
  'accountBinding',
  'personal',
  'homeNav',
  'errorPage',
  'forbiddenPage',
  'newLink1',
  'newLeaguage',
  'newArticle',
  'news',
  'bookList',
  'hssArticle',
  'seniorSearch',
  'article',
  'searchPublication',
  'textList',
  'audioList',
  'othersList',
  'informationList',
  'currencyList',
  'scholarList',
  'mag',
] as const;
export type StandaloneRouteName = (typeof standaloneRouteNames)[number];

/** Paths the server itself answers (API, assets, the back office's app at `/admin/`). */
export const serverPathNames = ['rc-pub', 'assets', 'static', 'media', 'files', 'favicon.ico', 'robots.txt', 'aiqa', 'admin'] as const;
