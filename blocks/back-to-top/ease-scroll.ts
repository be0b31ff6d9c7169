/** Spec §2/§9: back-to-top shows after 300 px of scrolling in the shell (400 px in the header variant). */
export const backToTopThresholds = { shell: 300, header: 400 } as const;
export const backToTopDurationMs = 500;

/** easeInOutCubic: slow start, slow end. */
export function easeInOut(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

/** The scroll position `elapsed` ms into an eased scroll from `from` to 0. */
export function scrollPositionAt(from: number, elapsed: number, duration = backToTopDurationMs): number {
  if (elapsed >= duration) return 0;
  return Math.round(from * (1 - easeInOut(Math.max(0, elapsed) / duration)));
}
