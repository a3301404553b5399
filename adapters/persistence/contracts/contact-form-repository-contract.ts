import { expect, it } from 'vitest';
import type {
  ContactFormRepository,
  NewContactSubmission,
} from '../../../core/contact/contact-form-repository';

const message = (overrides: Partial<NewContactSubmission> = {}): NewContactSubmission => ({
  name: 'Vera Visitor',
  email: 'vera@example.com',
  type: 'feedback',
  message: 'The carousel music is lovely.\nThank you!',
  submittedTicketId: 12,
  submittedDate: '2026-06-01',
  userId: null,
  ...overrides,
});

/**
 * What every ContactFormRepository must do. `make` gives one over no messages; `userId` is
 * the id of an existing visitor account that messages may name as their sender.
 */
export function contactFormRepositoryContract(
  make: () => Promise<{ repo: ContactFormRepository; userId: number }>,
) {
  it('stores a message and finds it by the id it answered', async () => {
    const { repo, userId } = await make();
    const stored = await repo.add(message({ userId }));
    expect(stored).toEqual({ ...message({ userId }), id: expect.any(Number) });
    expect(await repo.findById(stored.id)).toEqual(stored);
  });

  it('keeps a message without a type, a ticket or a sender', async () => {
    const { repo } = await make();
    const bare = message({ type: null, submittedTicketId: null, userId: null });
    const stored = await repo.add(bare);
    expect(await repo.findById(stored.id)).toEqual({ ...bare, id: stored.id });
  });

  it('keeps a large ticket number exactly', async () => {
    const { repo } = await make();
    const stored = await repo.add(message({ submittedTicketId: 9_007_199_254_740_991 }));
    expect((await repo.findById(stored.id))?.submittedTicketId).toBe(9_007_199_254_740_991);
  });

  it('gives every message its own id and finds nothing for an unknown one', async () => {
    const { repo } = await make();
    const a = await repo.add(message({ name: 'A' }));
    const b = await repo.add(message({ name: 'B' }));
    expect(a.id).not.toBe(b.id);
    expect((await repo.findById(b.id))?.name).toBe('B');
    expect(await repo.findById(Math.max(a.id, b.id) + 100)).toBeNull();
  });

  it('lists the messages of a date range (both ends included), newest first, by type', async () => {
    const { repo } = await make();
    const before = await repo.add(message({ name: 'before', submittedDate: '2026-05-31' }));
    const first = await repo.add(message({ name: 'first', submittedDate: '2026-06-01' }));
    const issue = await repo.add(
      message({ name: 'issue', type: 'issue', submittedDate: '2026-06-03' }),
    );
    const untyped = await repo.add(
      message({ name: 'untyped', type: null, submittedDate: '2026-06-03' }),
    );
    const last = await repo.add(
      message({ name: 'last', type: 'query', submittedDate: '2026-06-05' }),
    );
    await repo.add(message({ name: 'after', submittedDate: '2026-06-06' }));
    const all = await repo.listSubmitted({ from: '2026-06-01', to: '2026-06-05', type: null });
    expect(all.map((m) => m.name)).toEqual(['last', 'untyped', 'issue', 'first']);
    expect(all[0]).toEqual(last);
    expect(
      await repo.listSubmitted({ from: '2026-06-01', to: '2026-06-05', type: 'issue' }),
    ).toEqual([issue]);
    expect(
      (await repo.listSubmitted({ from: '2026-06-01', to: '2026-06-01', type: 'feedback' })).map(
        (m) => m.id,
      ),
    ).toEqual([first.id]);
    expect(await repo.listSubmitted({ from: '2026-07-01', to: '2026-07-31', type: null })).toEqual(
      [],
    );
    expect(before.id).not.toBe(untyped.id);
  });
}
