/** How figures read in the table. */

export function ms(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value >= 10_000) return `${(value / 1000).toFixed(1)} s`;
  if (value >= 100) return `${Math.round(value)} ms`;
  return `${value.toFixed(1)} ms`;
}

/** Milliseconds to the microsecond: sub-millisecond medians, which `ms` would round to 0.1 ms. */
export function preciseMs(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(3)} ms` : '—';
}

export function seconds(valueMs: number): string {
  return Number.isFinite(valueMs) ? `${(valueMs / 1000).toFixed(2)} s` : '—';
}

export function rps(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value >= 100 ? `${Math.round(value).toLocaleString('en-US')} req/s` : `${value.toFixed(1)} req/s`;
}

/** Kilobytes of 1,000 bytes, as Vite and browsers' tools report them. */
export function kb(bytes: number): string {
  if (!Number.isFinite(bytes)) return '—';
  return bytes >= 10_000 ? `${Math.round(bytes / 1000)} KB` : `${(bytes / 1000).toFixed(1)} KB`;
}

export function percent(ratio: number): string {
  return Number.isFinite(ratio) ? `${(ratio * 100).toFixed(1)} %` : '—';
}

export function times(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)} ×` : '—';
}
