import { describe, expect, it } from 'vitest';
import { displaySize, isLargeFigure } from '../display-size.ts';

describe('displaySize (spec §9)', () => {
  it('shows an image at its printed size: width × 96 / dpi CSS px', () => {
    expect(displaySize({ width: 1200, height: 600, dpi: 300 }, 'figure')).toEqual({ width: 384, height: 192 });
    expect(displaySize({ width: 720, height: 360, dpi: 72 }, 'figure')).toEqual({ width: 960, height: 480 });
  });

  it('takes an image without a resolution as 96 dpi: one pixel, one CSS pixel', () => {
    expect(displaySize({ width: 400, height: 240, dpi: 96 }, 'figure')).toEqual({ width: 400, height: 240 });
    expect(displaySize({ width: 400, height: 240, dpi: 0 }, 'figure')).toEqual({ width: 400, height: 240 });
  });

  it('shows large figures 1.6 times and formula images 1.2 times their printed size', () => {
    expect(displaySize({ width: 400, height: 240, dpi: 96 }, 'large-figure')).toEqual({ width: 640, height: 384 });
    expect(displaySize({ width: 150, height: 45, dpi: 300 }, 'formula')).toEqual({ width: 58, height: 17 });
  });

  it('has no size for an image whose pixel size is unknown, and never rounds to nothing', () => {
    expect(displaySize({ width: null, height: 100, dpi: 96 }, 'figure')).toBeNull();
    expect(displaySize({ width: 1, height: 1, dpi: 600 }, 'figure')).toEqual({ width: 1, height: 1 });
  });

  it('knows a large figure by its fig-type', () => {
    expect(['large', 'Wide', 'full-width', 'page-wide'].every(isLargeFigure)).toBe(true);
    expect(['', 'figure', 'scheme', 'float'].some(isLargeFigure)).toBe(false);
  });
});
