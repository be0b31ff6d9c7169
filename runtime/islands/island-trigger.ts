/**
 * When the browser hydrates an island:
 * - `load`: as soon as the page has loaded (what the page is for: a sign-in form, the personal centre);
 * - `idle`: once the browser has nothing else to do after loading the page (what must work the moment a reader
 *   reaches for it, or unseen: the header, search boxes, the offline notice);
 * - `visible`: when it comes near the viewport (a carousel's autoplay, a signed-in reader's Collect buttons);
 * - `intent`: on the reader's first sign of using it — pointer over it, focus in it, a touch — and a click that came
 *   before the code did is replayed once it has (tabbed lists).
 */
export type IslandTrigger = 'load' | 'idle' | 'visible' | 'intent';
