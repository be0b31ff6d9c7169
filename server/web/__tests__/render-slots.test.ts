import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { renderSlots } from '../render-slots.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('render slots', () => {
  it('lets only as many renders run at once as it has slots; the next starts when a page has been written out', async () => {
    const slots = renderSlots(2);
    const bodies = [new PassThrough(), new PassThrough(), new PassThrough()];
    const started: number[] = [];
    const outputs = bodies.map((body, index) =>
      slots.run(async () => {
        started.push(index);
        return { kind: 'page', body };
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(slots.waiting).toBe(1);

    await outputs[0];
    await tick();
    expect(started).toEqual([0, 1]); // answered, but its HTML is still streaming: the slot is still taken

    bodies[0]!.end('<html></html>');
    bodies[0]!.resume();
    await tick();
    await tick();
    expect(started).toEqual([0, 1, 2]);
  });

  it('frees the slot of a page whose reader went away mid-stream, of a redirect, and of a render that failed', async () => {
    const slots = renderSlots(1);
    const torn = new PassThrough();
    await slots.run(async () => ({ kind: 'page', body: torn }));
    torn.destroy();
    await expect(slots.run(async () => ({ kind: 'redirect', location: '/en/home/' }))).resolves.toEqual({ kind: 'redirect', location: '/en/home/' });
    await expect(slots.run(async () => Promise.reject(new Error('broken block')))).rejects.toThrow('broken block');
    await expect(slots.run(async () => ({ kind: 'redirect', location: '/' }))).resolves.toBeDefined();
    expect(slots.active + slots.waiting).toBe(0);
  });
});
