import { scrollPositionAt } from './ease-scroll.ts';
import { defineBehaviour } from '../../runtime/islands/define-behaviour.ts';

function scrollToTop(): void {
  const from = window.scrollY;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const position = scrollPositionAt(from, now - start);
    window.scrollTo(0, position);
    if (position > 0) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Shows the server's button once the page has scrolled past its threshold; a press eases back to the top. */
export default defineBehaviour((root) => {
  const button = root.querySelector<HTMLButtonElement>('.mh-back-to-top');
  if (!button) return;
  const threshold = Number(button.dataset.threshold ?? 0);
  const update = () => {
    button.hidden = window.scrollY <= threshold;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', scrollToTop);
  return () => {
    window.removeEventListener('scroll', update);
    button.removeEventListener('click', scrollToTop);
  };
});
