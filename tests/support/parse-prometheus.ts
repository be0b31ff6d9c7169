import parsePrometheusTextFormat from 'parse-prometheus-text-format';

export type Sample = { name: string; labels: Record<string, string>; value: number };

/** Counters and gauges of Prometheus text, read by a real parser: one sample per series. */
export function parsePrometheus(text: string): Sample[] {
  return parsePrometheusTextFormat(text)
    .filter((family) => family.type === 'COUNTER' || family.type === 'GAUGE')
    .flatMap((family) => family.metrics.map((metric) => ({ name: family.name, labels: metric.labels ?? {}, value: Number(metric.value) })));
}

/**
 * The observation count of each series of a histogram, by its labels (`le` aside). Read from the `_count` lines
 * themselves: the parser above drops a labelled histogram's labels and counts.
 */
export function histogramCounts(text: string, name: string): Sample[] {
  const line = new RegExp(`^${name}_count(?:\\{(.*)\\})? (\\S+)$`);
  return text.split('\n').flatMap((entry) => {
    const match = line.exec(entry);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key!, value!]));
    return [{ name: `${name}_count`, labels, value: Number(match[2]) }];
  });
}
