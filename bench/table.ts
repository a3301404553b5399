import type { Figure } from './budget';

const HEADERS = ['group', 'figure', 'value', 'budget', 'verdict', 'note'] as const;

function formatValue(f: Figure): string {
  const digits = Number.isInteger(f.value) ? 0 : Math.abs(f.value) >= 100 ? 0 : 2;
  return `${f.value.toFixed(digits)} ${f.unit}`.trim();
}

/** The figures as rows of text cells, in the header order. */
export function cells(figures: readonly Figure[]): string[][] {
  return figures.map((f) => [
    f.group,
    f.name,
    formatValue(f),
    f.budget ?? '',
    f.verdict ?? '',
    f.note ?? '',
  ]);
}

/** One plain-text table, columns padded to their widest cell, value right-aligned. */
export function formatTable(figures: readonly Figure[]): string {
  const rows = [[...HEADERS], ...cells(figures)];
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}
