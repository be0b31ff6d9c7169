// The parser ships no types: what tests/support/parse-prometheus.ts reads of its output.
declare module 'parse-prometheus-text-format' {
  type Metric = { value?: string; labels?: Record<string, string>; buckets?: Record<string, string>; count?: string; sum?: string };
  export default function parsePrometheusTextFormat(text: string): { name: string; help: string; type: string; metrics: Metric[] }[];
}
