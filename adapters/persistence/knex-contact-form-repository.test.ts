import { describe, expect, it } from 'vitest';
import { InMemoryContactFormRepository } from '../../core/testing/in-memory-contact-forms';
import { databaseTargets } from '../testing/test-database';
import { contactFormRepositoryContract } from './contracts/contact-form-repository-contract';
import { countRows, useTestDatabase } from './contracts/use-test-database';
import { KnexContactFormRepository } from './knex-contact-form-repository';
import { KnexUserRepository } from './knex-user-repository';

describe('ContactFormRepository contract: in memory', () => {
  contactFormRepositoryContract(async () => ({
    repo: new InMemoryContactFormRepository(),
    userId: 1,
  }));
});

describe.each(databaseTargets)('KnexContactFormRepository on %s', (target) => {
  const db = useTestDatabase(target);

  async function visitor(): Promise<number> {
    const created = await new KnexUserRepository(db().knex).create({
      fullname: 'Vera Visitor',
      email: 'vera@example.com',
      passwordHash: 'plain:x',
    });
    if (created === 'email-taken') throw new Error('exists');
    return created.id;
  }

  describe('contract', () => {
    contactFormRepositoryContract(async () => ({
      repo: new KnexContactFormRepository(db().knex),
      userId: await visitor(),
    }));
  });

  it('keeps the message when its sender’s account is deleted', async () => {
    const repo = new KnexContactFormRepository(db().knex);
    const userId = await visitor();
    const stored = await repo.add({
      name: 'Vera',
      email: 'vera@example.com',
      type: 'issue',
      message: 'Lost my hat',
      submittedTicketId: null,
      submittedDate: '2026-06-01',
      userId,
    });
    await db().knex('users').where({ id: userId }).delete();
    expect(await repo.findById(stored.id)).toMatchObject({ userId: null, message: 'Lost my hat' });
    expect(await countRows(db().knex, 'contact_forms')).toBe(1);
  });
});
