import { expect, it } from 'vitest';
import type { UserRepository } from '../../../core/accounts/user-repository';

const vera = { fullname: 'Vera Visitor', email: 'vera@example.com', passwordHash: 'hash-1' };
const USER_KEYS = ['address', 'city', 'email', 'fullname', 'id', 'state', 'zipcode'];

/** What every UserRepository must do; `make` gives a repository over an empty store. */
export function userRepositoryContract(make: () => UserRepository | Promise<UserRepository>) {
  it('creates an account without address and finds it by id, never with its hash', async () => {
    const repo = await make();
    const created = await repo.create(vera);
    expect(created).toEqual({
      id: expect.any(Number),
      fullname: 'Vera Visitor',
      email: 'vera@example.com',
      address: null,
      city: null,
      state: null,
      zipcode: null,
    });
    if (created === 'email-taken') throw new Error('unreachable');
    const found = await repo.findById(created.id);
    expect(found).toEqual(created);
    expect(Object.keys(found ?? {}).sort()).toEqual(USER_KEYS);
  });

  it('gives distinct ids to distinct accounts', async () => {
    const repo = await make();
    const a = await repo.create(vera);
    const b = await repo.create({ ...vera, email: 'other@example.com' });
    expect(a).not.toBe('email-taken');
    expect(b).not.toBe('email-taken');
    expect((a as { id: number }).id).not.toBe((b as { id: number }).id);
  });

  it('answers email-taken for a second account with the same email', async () => {
    const repo = await make();
    await repo.create(vera);
    expect(await repo.create({ ...vera, fullname: 'Someone Else' })).toBe('email-taken');
  });

  it('finds the credentials (account and hash) by email, or null', async () => {
    const repo = await make();
    const created = await repo.create(vera);
    expect(await repo.findCredentials('vera@example.com')).toEqual({
      user: created,
      passwordHash: 'hash-1',
    });
    expect(await repo.findCredentials('nobody@example.com')).toBeNull();
  });

  it('answers null for an unknown id', async () => {
    const repo = await make();
    expect(await repo.findById(999_999)).toBeNull();
  });

  it('updates the profile and returns the updated account; the email stays', async () => {
    const repo = await make();
    const created = await repo.create(vera);
    if (created === 'email-taken') throw new Error('unreachable');
    const changes = {
      fullname: 'Vera V. Visitor',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    };
    const updated = await repo.updateProfile(created.id, changes);
    expect(updated).toEqual({ ...created, ...changes });
    expect(await repo.findById(created.id)).toEqual(updated);
  });

  it('answers null when updating an unknown account', async () => {
    const repo = await make();
    const changes = { fullname: 'X', address: null, city: null, state: null, zipcode: null };
    expect(await repo.updateProfile(999_999, changes)).toBeNull();
  });

  it('replaces the password hash', async () => {
    const repo = await make();
    const created = await repo.create(vera);
    if (created === 'email-taken') throw new Error('unreachable');
    await repo.setPasswordHash(created.id, 'hash-2');
    expect((await repo.findCredentials(vera.email))?.passwordHash).toBe('hash-2');
  });
}
