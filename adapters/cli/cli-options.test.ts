import { describe, expect, it } from 'vitest';
import { park } from './testing/run-park';

describe('park manager commands: bad input', () => {
  // Refused while the options are read, before any database is opened.
  const refused = async (args: string[], message: string) => {
    const result = await park(args, 'pglite://memory');
    expect(result).toMatchObject({ code: 1, stdout: '', stderr: `park: ${message}\n` });
  };

  it('refuses a malformed date, an end before the start, an unknown category or condition', async () => {
    await Promise.all([
      refused(
        ['report', 'finance', '--from', '2026-02-30', '--to', '2026-03-01', '--category', 'all'],
        '--from must be a date written YYYY-MM-DD between 1900-01-01 and 2099-12-31',
      ),
      refused(
        ['report', 'visit', '--from', '2026-03-02', '--to', '2026-03-01', '--category', 'dining'],
        '--to (2026-03-01) cannot be before --from (2026-03-02)',
      ),
      refused(
        ['report', 'finance', '--from', '2026-03-01', '--to', '2026-03-01', '--category', 'food'],
        '--category must be one of tickets, dining, merch, maintenance or all',
      ),
      refused(
        ['weather', 'set', '--condition', 'hail', '--as', 'staff@example.com'],
        '--condition must be one of sunny, cloudy, rainy or snowy',
      ),
      // A PDF into a folder that does not exist: refused before anything is printed.
      refused(
        ['dashboard', '--pdf', '/no/such/folder/dashboard.pdf'],
        '--pdf: the folder /no/such/folder does not exist',
      ),
      refused(
        [
          'report',
          'finance',
          '--from',
          '2026-03-01',
          '--to',
          '2026-03-01',
          '--category',
          'all',
          '--pdf',
          '/tmp',
        ],
        '--pdf: /tmp is a folder; name a file',
      ),
      // The same words as --help: 'pending, "in progress" or completed'.
      refused(
        ['maintenance', 'list', '--status', 'broken'],
        '--status must be one of pending, "in progress" or completed',
      ),
      refused(
        [
          'report',
          'finance',
          '--from',
          '2026-03-01',
          '--to',
          '2026-03-01',
          '--category',
          'tickets',
          '--ticket-type',
          'vip',
        ],
        '--ticket-type must be one of standard, express, child or all',
      ),
    ]);
  }, 120_000);

  it('refuses a finance filter the category does not use, rather than ignore it', async () => {
    const finance = ['report', 'finance', '--from', '2026-03-01', '--to', '2026-03-01'];
    await Promise.all([
      refused(
        [...finance, '--category', 'dining', '--ticket-type', 'express'],
        '--ticket-type goes with --category tickets',
      ),
      refused(
        [...finance, '--category', 'all', '--ticket-type', 'all'],
        '--ticket-type goes with --category tickets',
      ),
      refused(
        [...finance, '--category', 'tickets', '--dining-kind', 'expense'],
        '--dining-kind goes with --category dining or merch',
      ),
      refused(
        [...finance, '--category', 'merch', '--dining-type', 'deluxe'],
        '--dining-type goes with --category dining',
      ),
    ]);
  }, 120_000);

  it('documents every filter, with examples and the global --as', async () => {
    const help = await park(['report', 'finance', '--help'], 'pglite://memory');
    expect(help.code).toBe(0);
    for (const option of [
      '--from',
      '--to',
      '--category',
      '--ticket-type',
      '--dining-kind',
      '--dining-type',
      '--format',
      '--pdf',
      '--as <email>',
    ])
      expect(help.stdout).toContain(option);
    expect(help.stdout).toContain('Examples:');
    expect(help.stdout).toContain('PARK_AS');
  }, 60_000);
});
