import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { initialView, panBy, pinchView, wheelFactor, zoomAt, type Point, type Size, type View } from './zoom-pan.ts';

type Gesture = { view: View; points: [Point, Point] };
type Sizes = { content: Size; viewport: Size };

/** The viewport's size and the image's fitted size (its layout size: transforms do not change it). */
function measure(viewport: HTMLElement | null, image: HTMLElement | null): Sizes {
  return {
    viewport: { width: viewport?.clientWidth ?? 0, height: viewport?.clientHeight ?? 0 },
    content: { width: image?.offsetWidth ?? 0, height: image?.offsetHeight ?? 0 },
  };
}

/** A pointer's position from the viewport's centre. */
function pointIn(viewport: HTMLElement | null, event: { clientX: number; clientY: number }): Point {
  const rect = viewport?.getBoundingClientRect();
  return rect ? { x: event.clientX - rect.left - rect.width / 2, y: event.clientY - rect.top - rect.height / 2 } : { x: 0, y: 0 };
}

/**
 * Wheel and pinch zoom, drag pan and double-click reset for an image in a viewport (pointer events: mouse, pen and
 * touch alike; two touching pointers pinch). The arithmetic is zoom-pan.ts's; this keeps track of the pointers.
 */
export function useZoomPan(viewport: RefObject<HTMLElement | null>, image: RefObject<HTMLElement | null>) {
  const [view, setView] = useState<View>(initialView);
  const current = useRef(view);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);

  const apply = (next: (view: View, sizes: Sizes) => View) => {
    current.current = next(current.current, measure(viewport.current, image.current));
    setView(current.current);
  };
  const zoomBy = (factor: number, focus: Point = { x: 0, y: 0 }) =>
    apply((view, { content, viewport: box }) => zoomAt(view, view.scale * factor, focus, content, box));
  const reset = () => apply(() => initialView);

  // React listens to wheel passively; zooming must keep the page (and the dialog) from scrolling instead.
  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = wheelFactor(event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY);
      const focus = pointIn(box, event);
      const { content, viewport: size } = measure(box, image.current);
      current.current = zoomAt(current.current, current.current.scale * factor, focus, content, size);
      setView(current.current);
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [viewport, image]);

  const pair = (): [Point, Point] | null => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? [a, b] : null;
  };
  const release = (event: ReactPointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    gesture.current = null;
  };

  const handlers = {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, pointIn(viewport.current, event));
      const points = pair();
      gesture.current = points ? { view: current.current, points } : null;
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const now = pointIn(viewport.current, event);
      pointers.current.set(event.pointerId, now);
      const points = pair();
      const start = gesture.current;
      if (start && points) apply((_view, { content, viewport: box }) => pinchView(start.view, start.points, points, content, box));
      else if (pointers.current.size === 1) apply((view, { content, viewport: box }) => panBy(view, now.x - before.x, now.y - before.y, content, box));
    },
    onPointerUp: release,
    onPointerCancel: release,
    onDoubleClick: reset,
  };

  return { view, handlers, zoomBy, reset };
}
