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
const widgetKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);
/** Where those keys belong to a widget rather than to the page (which scrolls with them). */
const widget = '[role="tablist"], [role="tab"], [role="menu"], [role="menubar"], [role="listbox"], [role="radiogroup"], [aria-roledescription="carousel"], [aria-expanded], summary';

/** How long a reader's action waits for the island's code before the browser handles it as it would without. */
export const intentPatienceMs = 3000;

const hasModifier = (event: MouseEvent | KeyboardEvent) => event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * Hydrates on the reader's first sign of using the island. What the reader does in it before its code has arrived
 * waits for it: one action — the last click (unless on a plain link or a form field, which need no code, or with a
 * modifier key: a new tab is the browser's), form submission or widget key (an arrow in tabs) — is held and replayed
 * once the island is hydrated. If the code fails, or takes longer than `intentPatienceMs`, the held click or submission
 * is let through as the browser would handle it without JavaScript (a held key, which has nothing to do without code,
 * is dropped). Held events stop here entirely (React, hydrating on this same element, must not see them too, or it
 * would act on them twice); once settled, nothing is held any more.
 */
function whenIntended(element: HTMLElement, start: () => Promise<boolean>): void {
  let started: Promise<boolean> | undefined;
  let settled = false;
  let pending: ((hydrated: boolean) => void) | undefined;
  const holdAction = (event: Event, replay: (hydrated: boolean) => void) => {
    hold(event);
    // Clicking again while nothing seems to happen is waiting, not asking twice: the last action is the one played.
    pending = replay;
    void begin();
  };
  const holdClick = (event: MouseEvent) => {
    const target = htmlTargetOf(event);
    // A link that declares a popup (a figure that opens enlarged) is the island's to handle: it waits too. A form
    // field does its own thing without code (a radio gets checked) and the island takes it over when it wakes.
    if (!target || event.button !== 0 || hasModifier(event) || target.closest('a[href]:not([aria-haspopup]), input, select, textarea, label')) return;
    holdAction(event, () => {
      if (target.isConnected) target.click();
    });
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form) return;
    const { submitter } = event;
    holdAction(event, () => {
      if (!form.isConnected) return;
      if (submitter) form.requestSubmit(submitter);
      else form.requestSubmit();
    });
  };
  const holdKey = (event: KeyboardEvent) => {
    const target = htmlTargetOf(event);
    // Typing stays the browser's; Enter and Space on a control make a click, which is held on its own; keys outside a
    // widget scroll the page or go back, which needs no code.
    if (!target || !widgetKeys.has(event.key) || event.ctrlKey || event.metaKey || event.altKey) return;
    if (target.closest('input, textarea, select, [contenteditable]') || !target.closest(widget)) return;
    const { key, code, shiftKey } = event;
    holdAction(event, (hydrated) => {
      if (hydrated && target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }));
    });
  };
  const held: [string, EventListener][] = [
    ['click', holdClick as EventListener],
    ['submit', holdSubmit as EventListener],
    ['keydown', holdKey as EventListener],
  ];
  const settle = (hydrated: boolean) => {
    if (settled) return;
    settled = true;
    for (const [type, listener] of held) element.removeEventListener(type, listener, true);
    const replay = pending;
    pending = undefined;
    replay?.(hydrated);
  };
  const begin = () => {
    if (!started) {
      started = start();
      void started.then(settle);
      setTimeout(() => settle(false), intentPatienceMs);
    }
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
