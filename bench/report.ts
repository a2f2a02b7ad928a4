// Plain-text tables for the terminal.
export function table(head: string[], rows: string[][], alignRight: boolean[] = []): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (alignRight[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const kB = (bytes: number): string => (bytes / 1000).toFixed(1);
export const fixed = (n: number, digits: number): string => (Number.isFinite(n) ? n.toFixed(digits) : '-');
