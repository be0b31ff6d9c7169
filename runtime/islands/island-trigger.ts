/**
 * When the browser hydrates an island:
 * - `load`: as soon as the page has loaded (what a reader uses at once: the header's menu, a sign-in form);
 * - `idle`: once the browser has nothing else to do after loading the page (what must be running before the reader
 *   needs it, unseen: the offline notice);
 * - `visible`: when it comes near the viewport (a carousel's autoplay);
 * - `intent`: on the reader's first sign of using it — pointer over it, focus in it, a touch — and a click that came
 *   before the code did is replayed once it has (the cite panel, a Collect button, the figure dialog).
 */
export type IslandTrigger = 'load' | 'idle' | 'visible' | 'intent';
