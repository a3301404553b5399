import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './render';

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
