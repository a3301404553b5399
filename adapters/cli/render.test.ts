import { describe, expect, it } from 'vitest';
import { terminalWidth, type Output } from './output';
import { csvField, fitTable, renderTable, toCsv, type ListColumn } from './render';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it('keeps text a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    for (const formula of ['+1+2', '-2+3', '@SUM(A1)', '\tx', '=1'])
      expect(csvField(formula).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField(42)).toBe('42');
    expect(csvField('Thunder Falls')).toBe('Thunder Falls');
    expect(toCsv([{ key: 'name', label: 'Name' }], [{ name: '=cmd' }])).toBe("Name\r\n'=cmd\r\n");
  });
});

describe('terminalWidth', () => {
  it('reads COLUMNS, else the terminal, else 80', () => {
    const tty = { isTTY: true, columns: 132 };
    expect(terminalWidth({ COLUMNS: '100' }, tty)).toBe(100);
    expect(terminalWidth({}, tty)).toBe(132);
    expect(terminalWidth({ COLUMNS: '' }, tty)).toBe(132);
    expect(terminalWidth({ COLUMNS: 'wide' }, { isTTY: false })).toBe(80);
    expect(terminalWidth({ COLUMNS: '0' }, {})).toBe(80);
    expect(terminalWidth({}, { isTTY: false, columns: 200 })).toBe(80);
  });
});

describe('fitTable', () => {
  const plain: Output = { out: () => {}, err: () => {}, color: false };
  const columns: ListColumn[] = [
    { key: 'date', label: 'Date' },
    ...['Ticket revenue', 'Dining revenue', 'Merchandise revenue', 'Profit'].map((label) => ({
      key: label,
      label,
      align: 'right' as const,
    })),
  ];
  const cells = [
    ['2026-06-01', '$11,555.00', '$2,345.50', '$987.65', '$11,600.80'],
    ['2026-06-02', '$1.00', '$0.00', '$0.00', '-$3.00'],
  ];
  const widest = (text: string) => Math.max(...text.split('\n').map((l) => l.length));

  it('prints a table that fits as it is', () => {
    expect(fitTable(plain, columns, cells, 200)).toBe(renderTable(plain, columns, cells));
  });

  it('folds the columns under the first one when the table is too wide', () => {
    const folded = fitTable(plain, columns, cells, 50);
    expect(widest(folded)).toBeLessThanOrEqual(50);
    const parts = folded.split('\n\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part).toMatch(/^Date {2}/);
    expect(parts.join('\n')).toMatch(/^2026-06-01 +\$11,555\.00 +\$2,345\.50$/m);
  });

  it('prints a block per row where folding would take too many tables, long values wrapped', () => {
    const long = [...columns, { key: 'comment', label: 'Comment' }];
    const rows = cells.map((row) => [...row, 'Replace worn brake pads on all six trains today']);
    const blocks = fitTable(plain, long, rows, 36);
    expect(widest(blocks)).toBeLessThanOrEqual(36);
    expect(blocks.split('\n\n')).toHaveLength(2);
    expect(blocks).toContain('Date                 2026-06-01\nTicket revenue       $11,555.00\n');
    expect(blocks).toContain(
      [
        'Comment              Replace worn',
        '                     brake pads on',
        '                     all six trains',
        '                     today',
      ].join('\n'),
    );
  });
});
