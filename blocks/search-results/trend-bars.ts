import type { SearchClusters } from '../../schemas/search/search-results.ts';

export type TrendBar = { year: string; count: number; x: number; y: number; width: number; height: number };

/** The chart's drawing box (SVG units; the chart scales to its container). */
export const trendChart = { barWidth: 36, gap: 14, plotHeight: 160, top: 20, bottom: 24, side: 12 } as const;

/**
 * The writing trends chart (spec §2 result tab: results per year): one bar per year, oldest first, heights relative
 * to the busiest year. Facet values that are not years (documents without one) are left out.
 */
export function trendBars(years: SearchClusters['years']): { bars: TrendBar[]; width: number; height: number } {
  const { barWidth, gap, plotHeight, top, bottom, side } = trendChart;
  const counted = years.filter((entry) => /^\d{4}$/.test(entry.value)).sort((a, b) => Number(a.value) - Number(b.value));
  const most = Math.max(1, ...counted.map((entry) => entry.count));
  const bars = counted.map((entry, index) => {
    const height = Math.max(entry.count > 0 ? 2 : 0, Math.round((entry.count / most) * plotHeight));
    return { year: entry.value, count: entry.count, x: side + index * (barWidth + gap), y: top + plotHeight - height, width: barWidth, height };
  });
  return { bars, width: Math.max(2 * side + bars.length * (barWidth + gap) - gap, 120), height: top + plotHeight + bottom };
}
