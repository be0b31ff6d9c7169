/**
 * The screens of spec §2. Each family route and standalone route resolves to one of these names; what a screen
 * shows is a list of module descriptors (src/screens), never named here.
 */
export const familyScreens = [
  'home',
  'issues',
  'justAccepted',
  'onlineFirst',
  'articleByDoi',
  'article',
  'about',
  'aboutus',
  'collectionList',
  'collections',
  'info',
  'newcomposite',
  'news',
  'newsDetails',
  'newsInfo',
  'editorialBoard',
  'issue',
  'code',
] as const;

export type FamilyScreen = (typeof familyScreens)[number];

/** Screens for a signed-in reader only (spec §6): anyone else is sent to login, returning here afterwards. */
export const memberScreens: ReadonlySet<string> = new Set(['personal']);
