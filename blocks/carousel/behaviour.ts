import { defineBehaviour } from '../../runtime/islands/define-behaviour.ts';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Moves the server's carousel (Carousel.tsx): previous/next, the slide buttons and the arrow keys (mirrored right to
 * left), and — when the block's `data-autoplay-ms` says so and the reader allows motion — rotation every so many ms,
 * paused while the pointer or focus is inside or when the reader presses pause. While it rotates the slides are not a
 * live region (a reader is not interrupted); otherwise a chosen slide is announced.
 */
export default defineBehaviour((root) => {
  const region = root.querySelector<HTMLElement>('[data-block="carousel"]');
  const slides = region ? [...region.querySelectorAll<HTMLElement>('.mh-carousel-slide')] : [];
  if (!region || slides.length < 2) return;
  const count = slides.length;
  const live = region.querySelector<HTMLElement>('.mh-carousel-slides');
  const dots = [...region.querySelectorAll<HTMLButtonElement>('.mh-carousel-dot')];
  const rotation = region.querySelector<HTMLButtonElement>('.mh-carousel-rotation');
  const autoplayMs = Number(region.dataset.autoplayMs) || 0;
  const motion = typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : undefined;

  let current = 0;
  let hovering = false;
  let focusInside = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const show = (index: number) => {
    current = ((index % count) + count) % count;
    slides.forEach((slide, at) => (slide.hidden = at !== current));
    dots.forEach((dot, at) => (at === current ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
  };

  const update = () => {
    const mayRotate = autoplayMs > 0 && !(motion?.matches ?? true);
    const rotating = mayRotate && !stopped && !hovering && !focusInside;
    live?.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (rotation) {
      rotation.hidden = !mayRotate;
      const [icon, label] = rotation.children;
      if (icon) icon.textContent = stopped ? '▶' : '❚❚';
      if (label) label.textContent = (stopped ? rotation.dataset.play : rotation.dataset.pause) ?? '';
    }
    if (rotating && !timer) timer = setInterval(() => show(current + 1), autoplayMs);
    if (!rotating && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    if (button.classList.contains('mh-carousel-prev')) show(current - 1);
    else if (button.classList.contains('mh-carousel-next')) show(current + 1);
    else if (button === rotation) stopped = !stopped;
    else if (dots.includes(button)) show(dots.indexOf(button));
    else return;
    update();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if ((event.target as Element).closest('input, select, textarea')) return;
    event.preventDefault();
    const rtl = region.closest('[dir]')?.getAttribute('dir') === 'rtl';
    show(current + ((event.key === 'ArrowRight') !== rtl ? 1 : -1));
  };
  const listeners: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['keydown', onKeyDown as EventListener],
    ['mouseenter', () => ((hovering = true), update())],
    ['mouseleave', () => ((hovering = false), update())],
    ['focusin', () => ((focusInside = true), update())],
    ['focusout', ((event: FocusEvent) => {
      if (region.contains(event.relatedTarget as Node | null)) return;
      focusInside = false;
      update();
    }) as EventListener],
  ];
  for (const [type, listener] of listeners) region.addEventListener(type, listener);
  motion?.addEventListener('change', update);
  update();
  return () => {
    clearInterval(timer);
    for (const [type, listener] of listeners) region.removeEventListener(type, listener);
    motion?.removeEventListener('change', update);
  };
});
