/** The 0-based index of the configured initial tab among `count` tabs. */
export function initialTabIndex(tab: number, count: number): number {
  return Math.max(0, Math.min(tab, count) - 1);
}
