/**
 * When the browser wakes an island (hydrates it, or runs a block's behaviour):
 * - `load`: as soon as the page has loaded (what the page is for: a sign-in form, the personal centre; the article
 *   reader's behaviour, whose reference popovers must answer the first click);
 * - `idle`: once the browser has nothing else to do after loading the page (behaviours that must be running before
 *   they are needed: the offline notice, back-to-top);
 * - `visible`: when it comes near the viewport (the carousel's rotation, a signed-in reader's Collect toggles);
 * - `intent`: on the reader's first sign of using it — pointer over it, focus in it, a touch — with the click,
 *   submission or widget key that came before the code held and replayed once it has (the header, search boxes,
 *   tabbed lists, Cite, translate, figure enlargers).
 */
export type IslandTrigger = 'load' | 'idle' | 'visible' | 'intent';
