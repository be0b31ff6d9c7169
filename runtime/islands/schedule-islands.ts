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

/**
 * Hydrates on the reader's first sign of using the island. A click on it before its code has arrived is held (unless
 * it follows a link, which needs no code) and replayed once the island is hydrated — or, if the code never comes,
 * let through as the browser would handle it without JavaScript.
 */
function whenIntended(element: HTMLElement, start: () => Promise<boolean>): void {
  let started: Promise<boolean> | undefined;
  const begin = () => {
    started ??= start();
    for (const type of intentEvents) element.removeEventListener(type, begin);
    return started;
  };
  for (const type of intentEvents) element.addEventListener(type, begin, { passive: true });
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    element.removeEventListener('click', holdClick, true);
    void begin().then(() => {
      if (target.isConnected) target.click();
    });
  };
  element.addEventListener('click', holdClick, true);
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
