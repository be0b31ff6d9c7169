import { islandIdAttribute, islandTag, type IslandEntry } from './island-entry.ts';

type Hydrate = (element: HTMLElement, entry: IslandEntry) => Promise<void>;

/** The wrapper is `display: contents` and has no box of its own: what is seen of it is its children. */
function whenVisible(element: HTMLElement, start: () => void): void {
  const boxes = [...element.children];
  if (typeof IntersectionObserver === 'undefined' || boxes.length === 0) {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (seen) => {
      if (!seen.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '200px' },
  );
  for (const box of boxes) observer.observe(box);
}

function whenIdle(start: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => start(), { timeout: 3000 });
  else setTimeout(start, 200);
}

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Keys a widget answers in script (tabs, menus, carousels), held like clicks when they come before its code. */
const widgetKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Escape']);

/**
 * Hydrates on the reader's first sign of using the island. A click on it (unless it follows a plain link or goes to
 * a form field, which need no code), a form submitted in it or a widget key (an arrow in tabs) before its code has arrived is held and
 * replayed once the island is hydrated — or, if the code never comes, let through as the browser would handle it without JavaScript. Held events
 * stop here entirely (React, hydrating on this same element, must not see them too, or it would act on them twice);
 * once hydrated, nothing is held any more.
 */
function whenIntended(element: HTMLElement, start: () => Promise<boolean>): void {
  let started: Promise<boolean> | undefined;
  const holdClick = (event: MouseEvent) => {
    const target = htmlTargetOf(event);
    // A link that declares a popup (a figure that opens enlarged) is the island's to handle: it waits too. A form
    // field does its own thing without code (a radio gets checked) and the island takes it over when it wakes.
    if (!target || target.closest('a[href]:not([aria-haspopup]), input, select, textarea, label')) return;
    hold(event);
    void begin().then(() => {
      if (target.isConnected) target.click();
    });
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form) return;
    hold(event);
    void begin().then(() => {
      if (!form.isConnected) return;
      if (event.submitter) form.requestSubmit(event.submitter);
      else form.requestSubmit();
    });
  };
  const holdKey = (event: KeyboardEvent) => {
    const target = htmlTargetOf(event);
    // Typing stays the browser's; Enter and Space on a control make a click, which is held on its own.
    if (!target || !widgetKeys.has(event.key) || target.closest('input, textarea, select, [contenteditable]')) return;
    hold(event);
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    void begin().then((hydrated) => {
      if (hydrated && target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }));
    });
  };
  const held: [string, EventListener][] = [
    ['click', holdClick as EventListener],
    ['submit', holdSubmit as EventListener],
    ['keydown', holdKey as EventListener],
  ];
  const begin = () => {
    started ??= start().then((hydrated) => {
      for (const [type, listener] of held) element.removeEventListener(type, listener, true);
      return hydrated;
    });
    for (const type of intentEvents) element.removeEventListener(type, begin);
    return started;
  };
  for (const type of intentEvents) element.addEventListener(type, begin, { passive: true });
  for (const [type, listener] of held) element.addEventListener(type, listener, true);
}

/** The HTML element an event came to: a click on a button's icon is the button's (an SVG path has no `click()`). */
function htmlTargetOf(event: Event): HTMLElement | null {
  let node = event.target instanceof Element ? event.target : null;
  while (node && !(node instanceof HTMLElement)) node = node.parentElement;
  return node;
}

function hold(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

/**
 * Hydrates each island when its entry says: `load` islands at once, `idle` ones when the browser is idle, `visible`
 * ones as they near the viewport, `intent` ones on first use. Resolves when every island that needs no reader —
 * `load` and `idle` — is hydrated (or has failed: its server HTML stays, links and forms working as they do without
 * JavaScript).
 */
export function scheduleIslands(root: ParentNode, entries: IslandEntry[], hydrate: Hydrate, onError: (error: unknown, entry: IslandEntry) => void): Promise<void> {
  const elements = new Map<string, HTMLElement>();
  for (const element of root.querySelectorAll<HTMLElement>(`${islandTag}[${islandIdAttribute}]`)) elements.set(element.getAttribute(islandIdAttribute)!, element);
  const unprompted: Promise<boolean>[] = [];
  for (const entry of entries) {
    const element = elements.get(entry.id);
    if (!element) continue;
    const start = () =>
      hydrate(element, entry).then(
        () => true,
        (error: unknown) => {
          onError(error, entry);
          return false;
        },
      );
    if (entry.when === 'load') unprompted.push(start());
    else if (entry.when === 'idle') unprompted.push(new Promise((done) => whenIdle(() => void start().then(done))));
    else if (entry.when === 'visible') whenVisible(element, () => void start());
    else whenIntended(element, start);
  }
  return Promise.all(unprompted).then(() => undefined);
}
