/*
 * Zoom and pan of the big-picture dialog's image, as pure functions of the view. The image sits centred in the
 * viewport, drawn with `translate(x, y) scale(scale)` about its centre; points are in CSS px from the viewport's
 * centre. `content` is the image's fitted size at scale 1.
 */

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
export type View = { scale: number; x: number; y: number };

export const minScale = 1;
export const maxScale = 8;
export const initialView: View = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export const clampScale = (scale: number) => (Number.isFinite(scale) ? clamp(scale, minScale, maxScale) : minScale);

/**
 * Keeps the image over the viewport: it may move only as far as it overflows (half the overflow each way); an image
 * no larger than the viewport stays centred.
 */
export function clampPan(view: View, content: Size, viewport: Size): View {
  const limitX = Math.max(0, (content.width * view.scale - viewport.width) / 2);
  const limitY = Math.max(0, (content.height * view.scale - viewport.height) / 2);
  return { scale: view.scale, x: clamp(view.x, -limitX, limitX) || 0, y: clamp(view.y, -limitY, limitY) || 0 };
}

export function panBy(view: View, dx: number, dy: number, content: Size, viewport: Size): View {
  return clampPan({ ...view, x: view.x + dx, y: view.y + dy }, content, viewport);
}

/** Zooms to a scale (clamped) keeping the image point under `focus` where it is. */
export function zoomAt(view: View, scale: number, focus: Point, content: Size, viewport: Size): View {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  return clampPan({ scale: next, x: focus.x - (focus.x - view.x) * ratio, y: focus.y - (focus.y - view.y) * ratio }, content, viewport);
}

/** A wheel turn as a zoom factor: smooth for touchpads' small deltas, about ×1.2 a mouse notch (100 px). */
export const wheelFactor = (deltaY: number) => Math.exp(-clamp(deltaY, -300, 300) * 0.002);

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The scale a two-finger pinch reaches: the scale at its start, times how much farther apart the fingers are now. */
export function pinchScale(startScale: number, start: [Point, Point], now: [Point, Point]): number {
  const before = distance(...start);
  return clampScale(before < 1 ? startScale : (startScale * distance(...now)) / before);
}

/**
 * The view during a pinch: scaled by the fingers' spread, and moved with their midpoint, so the image point that
 * was between the fingers when they touched stays between them.
 */
export function pinchView(start: View, startPoints: [Point, Point], nowPoints: [Point, Point], content: Size, viewport: Size): View {
  const scale = pinchScale(start.scale, startPoints, nowPoints);
  const from = midpoint(...startPoints);
  const to = midpoint(...nowPoints);
  const ratio = scale / start.scale;
  return clampPan({ scale, x: to.x - (from.x - start.x) * ratio, y: to.y - (from.y - start.y) * ratio }, content, viewport);
}
