import { describe, expect, it } from 'vitest';
import { clampPan, clampScale, initialView, maxScale, minScale, panBy, pinchScale, pinchView, wheelFactor, zoomAt } from '../zoom-pan.ts';

const viewport = { width: 800, height: 600 };
const content = { width: 800, height: 400 };

describe('zoom', () => {
  it('stays between the smallest and largest scale', () => {
    expect([clampScale(0.2), clampScale(3), clampScale(50), clampScale(Number.NaN)]).toEqual([minScale, 3, maxScale, minScale]);
    expect(zoomAt(initialView, 100, { x: 0, y: 0 }, content, viewport).scale).toBe(maxScale);
    expect(zoomAt({ scale: 2, x: 0, y: 0 }, 0.1, { x: 0, y: 0 }, content, viewport)).toEqual(initialView);
  });

  it('keeps the point under the pointer where it is', () => {
    const focus = { x: 200, y: 100 };
    const view = zoomAt(initialView, 2, focus, content, viewport);
    // The image point under the pointer was 200 px right of centre at scale 1: at scale 2 it is drawn at x + 2 × 200.
    expect(view).toEqual({ scale: 2, x: -200, y: -100 });
    expect(view.x + 2 * 200).toBe(focus.x);
  });

  it('turns a wheel notch down into a zoom out and up into a zoom in, the same amount either way', () => {
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100) * wheelFactor(-100)).toBeCloseTo(1);
    expect(wheelFactor(100000)).toBe(wheelFactor(300));
  });
});

describe('pinch', () => {
  it('scales by how much farther apart the two fingers are', () => {
    expect(pinchScale(1, [{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: -50, y: 0 }, { x: 150, y: 0 }])).toBe(2);
    expect(pinchScale(4, [{ x: 0, y: 0 }, { x: 0, y: 200 }], [{ x: 0, y: 50 }, { x: 0, y: 150 }])).toBe(2);
  });

  it('clamps, and ignores fingers that touched at one point', () => {
    expect(pinchScale(1, [{ x: 0, y: 0 }, { x: 10, y: 0 }], [{ x: 0, y: 0 }, { x: 1000, y: 0 }])).toBe(maxScale);
    expect(pinchScale(3, [{ x: 5, y: 5 }, { x: 5, y: 5 }], [{ x: 0, y: 0 }, { x: 100, y: 0 }])).toBe(3);
  });

  it('keeps the image point between the fingers between them as they move', () => {
    const start = { scale: 1, x: 0, y: 0 };
    const view = pinchView(start, [{ x: 50, y: 0 }, { x: 150, y: 0 }], [{ x: 0, y: 0 }, { x: 200, y: 0 }], content, viewport);
    // Scale 2 about the midpoint x = 100: the image point 100 px right of centre stays under it.
    expect(view).toEqual({ scale: 2, x: -100, y: 0 });
  });
});

describe('pan', () => {
  it('moves a zoomed image at most as far as it overflows the viewport', () => {
    const zoomed = { scale: 2, x: 0, y: 0 }; // 1600 × 800 in an 800 × 600 viewport: 400 px spare each side, 100 up and down
    expect(panBy(zoomed, 150, -40, content, viewport)).toEqual({ scale: 2, x: 150, y: -40 });
    expect(panBy(zoomed, 9999, 9999, content, viewport)).toEqual({ scale: 2, x: 400, y: 100 });
    expect(panBy(zoomed, -9999, -9999, content, viewport)).toEqual({ scale: 2, x: -400, y: -100 });
  });

  it('keeps an image no larger than the viewport centred', () => {
    expect(panBy(initialView, 120, 80, content, viewport)).toEqual(initialView);
    expect(clampPan({ scale: 1.2, x: 500, y: 500 }, content, viewport)).toEqual({ scale: 1.2, x: 80, y: 0 });
  });
});
