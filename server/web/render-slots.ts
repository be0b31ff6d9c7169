import pLimit from 'p-limit';

/**
 * At most `concurrency` pages rendering at once; the others wait their turn. A render holds memory until it ends
 * (the React tree, the API answers it read, the HTML), so the pages in flight, not the connections open, set how
 * much memory rendering takes: fifty readers at once cost what `concurrency` do, only later.
 */
export type RenderSlots = {
  /** Runs `render` in a slot, held until it has answered (a page's HTML is whole by then) or failed. */
  run<Output>(render: () => Promise<Output>): Promise<Output>;
  readonly active: number;
  readonly waiting: number;
};

export function renderSlots(concurrency: number): RenderSlots {
  const limit = pLimit(concurrency);
  return {
    run: (render) => limit(render),
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
