import { describe, expect, it } from 'vitest';
import { renderSlots } from '../render-slots.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A render that ends when the test says so. */
function heldRender(started: number[], index: number) {
  let finish!: () => void;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish: () => finish(),
    render: async () => {
      started.push(index);
      await ended;
      return { kind: 'page', body: `<p>${index}</p>` };
    },
  };
}

describe('render slots', () => {
  it('lets only as many renders run at once as it has slots; the next starts when one has answered', async () => {
    const slots = renderSlots(2);
    const started: number[] = [];
    const renders = [0, 1, 2].map((index) => heldRender(started, index));
    const outputs = renders.map(({ render }) => slots.run(render));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(slots.waiting).toBe(1);

    renders[0]!.finish();
    await expect(outputs[0]).resolves.toEqual({ kind: 'page', body: '<p>0</p>' });
    await tick();
    expect(started).toEqual([0, 1, 2]);
  });

  it('frees the slot of a redirect and of a render that failed', async () => {
    const slots = renderSlots(1);
    await expect(slots.run(async () => ({ kind: 'redirect', location: '/en/home/' }))).resolves.toEqual({ kind: 'redirect', location: '/en/home/' });
    await expect(slots.run(async () => Promise.reject(new Error('broken block')))).rejects.toThrow('broken block');
    await expect(slots.run(async () => ({ kind: 'redirect', location: '/' }))).resolves.toBeDefined();
    expect(slots.active + slots.waiting).toBe(0);
  });
});
