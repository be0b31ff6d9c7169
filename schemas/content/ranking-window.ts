/** Spec §9 ranking windows: all time, the last 3 or 6 months, the last 1, 2 or 3 years (home ranking tabs, `rank/list`). */
export const rankingWindows = ['all', '3m', '6m', '1y', '2y', '3y'] as const;
export type RankingWindow = (typeof rankingWindows)[number];

const windowMonths: Record<Exclude<RankingWindow, 'all'>, number> = { '3m': 3, '6m': 6, '1y': 12, '2y': 24, '3y': 36 };

/**
 * The first publish date (YYYY-MM-DD, UTC) a window holds on `today`, or undefined for all time. Counting back from
 * the 31st into a shorter month lands on that month's last day.
 */
export function windowStart(window: RankingWindow, today: Date = new Date()): string | undefined {
  if (window === 'all') return undefined;
  const monthIndex = today.getUTCFullYear() * 12 + today.getUTCMonth() - windowMonths[window];
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What a ranking ranks articles by (spec §9 sort options): views, downloads, citations (referenceCount), comments. */
export const rankingOrders = ['visits', 'downloads', 'citations', 'comments'] as const;
export type RankingOrder = (typeof rankingOrders)[number];
