import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { deliveryWords, NO_MAIL } from './mail-page';
import type { MailBody, MailPageBody } from './mail-api';

const mail = (id: number, over: Partial<MailBody> = {}): MailBody => ({
  id,
  to: `guest${id}@example.com`,
  subject: `Your Dreamland Park tickets (order #${id})`,
  kind: 'tickets',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-07-01T15:04:00.000Z',
  sentAt: '2026-07-01T15:04:02.000Z',
  ...over,
});

const FAILED = mail(7, {
  status: 'failed',
  attempts: 15,
  lastError: '550 5.1.1 No such user',
  sentAt: null,
  kind: 'password-reset',
  subject: 'Reset your Dreamland Park password',
});

function open(answers: Record<string, FakeAnswer | ((r: Request) => FakeAnswer)>) {
  const server = fakeServer(answers);
  const rendered = renderRoute('/manager/mail', {
    cartStorage: null,
    session: { employee: manager },
    userEventOptions: { delay: null },
  });
  return { server, ...rendered };
}

describe('the Mail page', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it('says what became of each mail in words', () => {
    expect(deliveryWords(mail(1))).toMatch(/^Sent Jul 1, 10:04 AM CDT$/);
    expect(deliveryWords(FAILED)).toBe('Failed after 15 attempts');
    expect(deliveryWords(mail(2, { status: 'pending', attempts: 0, sentAt: null }))).toBe(
      'Pending: not tried yet',
    );
    expect(deliveryWords(mail(3, { status: 'pending', attempts: 1, sentAt: null }))).toBe(
      'Pending: to try again (1 attempt so far)',
    );
  });

  it('lists the mails with their delivery, filters by status, and retries a failed one', async () => {
    let retried = false;
    const page = (request: Request): FakeAnswer => {
      const status = new URL(request.url).searchParams.get('status');
      const all: MailPageBody = { mails: [FAILED, mail(6)], next: null };
      if (status === 'failed')
        return { status: 200, body: { mails: retried ? [] : [FAILED], next: null } };
      return { status: 200, body: all };
    };
    const { server, user } = open({
      'GET /mail': page,
      'POST /mail/7/retry': () => {
        retried = true;
        return { status: 200, body: { ...FAILED, status: 'pending', attempts: 0 } };
      },
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('guest7@example.com');
    expect(rows[1]).toHaveTextContent('Password reset');
    expect(rows[1]).toHaveTextContent('Failed after 15 attempts');
    expect(rows[1]).toHaveTextContent('550 5.1.1 No such user');
    expect(within(rows[2]!).queryByRole('button')).toBeNull(); // a sent mail has nothing to retry

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed (given up)' }));
    await waitFor(() =>
      expect(
        server.fetchMock.mock.calls.some(([r]) =>
          String(r instanceof Request ? r.url : r).includes('status=failed'),
        ),
      ).toBe(true),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Retry mail #7 to guest7@example.com' }),
    );
    expect(
      await screen.findByText('Mail #7 to guest7@example.com is pending again.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(NO_MAIL)).toBeInTheDocument();
    expect(retried).toBe(true);
  });
});
