import { finished } from 'node:stream';
import pLimit from 'p-limit';

/**
 * At most `concurrency` pages rendering at once; the others wait their turn. A render holds memory until its last
 * byte is written (the React tree, the API answers it read, the HTML streamed so far), so the pages in flight, not
 * the connections open, set how much memory rendering takes: fifty readers at once cost what `concurrency` do, only
 * later.
 */
export type RenderSlots = {
  /** Runs `render` in a slot, held until the body it answers has been read to its end (or torn down). */
  run<Output extends object>(render: () => Promise<Output>): Promise<Output>;
  readonly active: number;
  readonly waiting: number;
};

export function renderSlots(concurrency: number): RenderSlots {
  const limit = pLimit(concurrency);
  return {
    run: (render) =>
      new Promise((resolve, reject) => {
        void limit(async () => {
          let output;
          try {
            output = await render();
          } catch (error) {
            reject(error);
            return;
          }
          resolve(output);
          const body = 'body' in output ? (output.body as NodeJS.ReadableStream) : undefined;
          if (body) await new Promise<void>((release) => finished(body, () => release()));
        });
      }),
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
