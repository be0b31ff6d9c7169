/* Menu codes the runtime reads on every page (kept apart from the zod schema, which the browser does not load). */

/** Menu codes with a navigation rule of their own (spec §2 "Menu navigation by item code"). */
export const routedMenuCodes = [
  'index',
  'news',
  'directory',
  'backissue',
  'singleFirst',
  'latestOffer',
  'jump',
  'newLink',
  'newLeaguage',
  'periodIntroduce',
  'aboutus',
  'virtualAlbum',
  'newAlbum',
  'item',
  'newItem',
  'newNews',
  'editorial',
  'conference',
  'prePublication',
  'newComposite',
  'mixed',
  'videoManuscript',
  'setStyle',
] as const;

/** Child codes that never show as menu entries (spec §5 "Menu filtering"). */
export const excludedChildMenuCodes = [
  'situation',
  'reader',
  'contact',
  'carousel',
  'quick',
  'selnews',
  'selmag',
  'selarticle',
  'priority',
  'column',
  'introduce',
  'subaboutus',
  'subcontact',
  'first',
  'selPicture',
] as const;

/** Parents whose children never show (spec §5). */
export const menuParentsWithoutChildren = ['index', 'science'] as const;
