/** How many holders keep the page still (an open menu, a dialog), and the padding to give back when the last lets go. */
let holders = 0;
let savedPaddingRight = '';

/**
 * Stops the page behind a panel or modal from scrolling (spec §4: the open menu and search, the figure dialog): the
 * body gets `mh-scroll-locked` (overflow hidden, global styles), and the scrollbar's width is padded back so nothing
 * moves. Holders count, so a dialog over an open menu does not unlock the page when it closes. Returns the release;
 * releasing twice is harmless.
 */
export function lockPageScroll(): () => void {
  const body = document.body;
  if (holders === 0) {
    savedPaddingRight = body.style.paddingRight;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.classList.add('mh-scroll-locked');
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      body.classList.remove('mh-scroll-locked');
      body.style.paddingRight = savedPaddingRight;
    }
  };
}
