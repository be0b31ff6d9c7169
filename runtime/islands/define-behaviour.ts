/**
 * Plain-DOM behaviour for a static block's server HTML: what a block needs of the browser when that is a few event
 * listeners (show a button after scrolling, tell the reader the connection dropped) — no React, no page state, a few
 * hundred bytes. It lives in `behaviour.ts` in the block's folder (default export), and the block's registration says
 * when it runs (`behaviour: 'idle'`). `root` is the wrapper around the block's HTML; what the behaviour needs to know
 * (UI text, thresholds) the block writes into that HTML as attributes. Returns what undoes it, for tests.
 */
export type Behaviour = (root: HTMLElement) => (() => void) | void;

export function defineBehaviour(behaviour: Behaviour): Behaviour {
  return behaviour;
}
