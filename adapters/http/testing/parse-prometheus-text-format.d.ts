/** parse-prometheus-text-format ships no types: the shape of what it answers. */
declare module 'parse-prometheus-text-format' {
  export interface PrometheusMetric {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: {
      value?: string;
      labels?: Record<string, string>;
      buckets?: Record<string, string>;
      count?: string;
      sum?: string;
    }[];
  }
  export default function parsePrometheusTextFormat(text: string): PrometheusMetric[];
}
