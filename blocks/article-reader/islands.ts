import { defineIsland } from '../../runtime/islands/define-island.ts';
import type { EnlargeableImageProps } from './figure-dialog/EnlargeableImage.tsx';
import type { CiteControlProps } from './cite/CiteControl.tsx';

/**
 * The article reader's interactive pieces: the body around them is static HTML. Each wakes on the reader's first
 * pointer, touch or focus on it; a click that came first is replayed once it has.
 */
export const translateControlIsland = defineIsland<Record<string, never>>({
  name: 'article-translate',
  when: 'intent',
  load: () => import('./translate/TranslateControl.tsx'),
});

export const citeControlIsland = defineIsland<CiteControlProps>({
  name: 'article-cite',
  when: 'intent',
  load: () => import('./cite/CiteControl.tsx').then((module) => ({ default: module.CiteControl })),
});

/** A figure's image: a link to its file that, once awake, opens the big-picture dialog instead (desktop layout). */
export const enlargeableImageIsland = defineIsland<EnlargeableImageProps>({
  name: 'article-figure-image',
  when: 'intent',
  load: () => import('./figure-dialog/EnlargeableImage.tsx').then((module) => ({ default: module.EnlargeableImage })),
});

export default [translateControlIsland, citeControlIsland, enlargeableImageIsland];
