// Measures one operation: a warm-up, then `iterations` timed runs one after another; reports the
// median and the 95th percentile in milliseconds.
import { performance } from "node:perf_hooks";

export interface Measurement {
  name: string;
  iterations: number;
  p50: number;
  p95: number;
}

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The median of unsorted `values` (the lower middle one of an even count, as `percentile`). */
export function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}

/** Runs `operation(i)` with a rotating index `i` so inputs can vary between runs. */
export async function measure(
  name: string,
  operation: (i: number) => Promise<unknown>,
  options: { iterations?: number; warmup?: number } = {},
): Promise<Measurement> {
  const { iterations = 300, warmup = 30 } = options;
  for (let i = 0; i < warmup; i++) await operation(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await operation(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { name, iterations, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

/** The results as an aligned text table, each p50 also as a multiple of the yardstick's. */
export function formatTable(results: Measurement[], yardstick: Measurement): string {
  const header = ["name", "iterations", "p50 ms", "p95 ms", "p50 / yardstick"];
  const rows = results.map((r) => [r.name, String(r.iterations), r.p50.toFixed(2), r.p95.toFixed(2), `${(r.p50 / yardstick.p50).toFixed(1)}×`]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}
