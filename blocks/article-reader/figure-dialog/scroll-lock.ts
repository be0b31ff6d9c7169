/** How many dialogs hold the page still, and the page's own styles to give back when the last one lets go. */
let holders = 0;
let saved = { overflow: '', paddingRight: '' };

/**
 * Stops the page behind a modal from scrolling (spec §4: the figure dialog locks page scroll), keeping its layout
 * where it was by padding the scrollbar's width back. Returns the release; releasing twice is harmless.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
    }
  };
}
