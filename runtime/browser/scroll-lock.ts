/** How many holders keep the page still (an open menu, a dialog), and the gutter setting to give back when the last lets go. */
let holders = 0;
let savedGutter = '';

/**
 * Stops the page behind a panel or modal from scrolling (spec §4: the open menu and search, the figure dialog): the
 * body gets `mh-scroll-locked` (overflow hidden, global styles), and the scrollbar's gutter stays reserved so nothing
 * moves, on whichever side the browser draws it (Chromium keeps it on the right in right-to-left pages, Firefox moves
 * it to the left). Holders count, so a dialog over an open menu does not unlock the page when it closes. Returns the
 * release; releasing twice is harmless.
 */
export function lockPageScroll(): () => void {
  const body = document.body;
  if (holders === 0) {
    const root = document.documentElement;
    savedGutter = root.style.scrollbarGutter;
    const scrollbar = window.innerWidth - root.clientWidth;
    body.classList.add('mh-scroll-locked');
    if (scrollbar > 0) root.style.scrollbarGutter = 'stable';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      body.classList.remove('mh-scroll-locked');
      document.documentElement.style.scrollbarGutter = savedGutter;
    }
  };
}
