// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../use-near-viewport.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe() {
  const ref = useRef<HTMLParagraphElement>(null);
  return <p ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</p>;
}

describe('useNearViewport', () => {
  it('turns true when the element comes near the viewport, and the observer is let go', () => {
    let notify: IntersectionObserverCallback = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          notify = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    act(() => notify([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('near')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it('is true at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(await screen.findByText('near')).toBeTruthy();
  });
});
