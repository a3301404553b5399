import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../contact/contact';
import { RESET_LINK_INVALID, RESET_TOKEN_TTL_MS } from './password-reset';
import type { ProfileInput } from './profile';
import {
  RecordingAccountSessions,
  ReversingTokenHasher,
} from '../testing/in-memory-account-security';
import { InMemoryContactFormRepository } from '../testing/in-memory-contact-forms';
import { aStoredEmployee } from '../testing/builders';
import { InMemoryEmployeeRepository } from '../testing/in-memory-employees';
import {
  FixedClock,
  InMemoryPasswordResetRepository,
  PlainTextHasher,
  RecordingMailer,
  SequentialIdGenerator,
} from '../testing/in-memory-infrastructure';
import { InMemoryUserRepository } from '../testing/in-memory-users';
import { RequestPasswordReset } from './request-password-reset';
import { ResetPassword } from './reset-password';
import { NOT_YOUR_TICKET, SubmitContactForm } from '../contact/submit-contact-form';
import type { StoredOrder } from '../orders/order';
import { UpdateUserProfile } from './update-user-profile';
import { FIXTURE_ACTOR } from '../testing/in-memory-audit';

const NOON_IN_CHICAGO = new Date('2026-06-01T17:00:00Z');

async function userNamed(users: InMemoryUserRepository, email: string) {
  const created = await users.create({ fullname: 'Vera', email, passwordHash: 'plain:old-pass' });
  if (created === 'email-taken') throw new Error('exists');
  return created;
}

describe('UpdateUserProfile', () => {
  let users: InMemoryUserRepository;
  let update: UpdateUserProfile;
  let id: number;
  const profile: ProfileInput = {
    fullName: ' Vera Visitor ',
    address: ' 1 Main St ',
    city: 'Houston',
    state: 'tx',
    zipcode: '77001-1234',
  };

  beforeEach(async () => {
    users = new InMemoryUserRepository();
    update = new UpdateUserProfile(users);
    id = (await userNamed(users, 'vera@example.com')).id;
  });

  it('stores the trimmed name and address and keeps the email', async () => {
    const result = await update.execute({ sessionUserId: id, requestedUserId: id, profile });
    expect(result).toEqual({
      ok: true,
      value: {
        id,
        fullname: 'Vera Visitor',
        email: 'vera@example.com',
        address: '1 Main St',
        city: 'Houston',
        state: 'TX',
        zipcode: '77001-1234',
      },
    });
    expect(await users.findById(id)).toEqual(result.ok && result.value);
  });

  it('turns blank optional fields into null', async () => {
    const result = await update.execute({
      sessionUserId: id,
      profile: { fullName: 'V', address: '  ', city: '', state: '', zipcode: null },
    });
    expect(result.ok && result.value).toMatchObject({
      address: null,
      city: null,
      state: null,
      zipcode: null,
    });
  });

  it('refuses to change another visitor’s profile', async () => {
    const other = await userNamed(users, 'other@example.com');
    const result = await update.execute({
      sessionUserId: id,
      requestedUserId: other.id,
      profile,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect((await users.findById(other.id))?.fullname).toBe('Vera');
  });

  it.each([
    ['fullName', { fullName: '   ' }],
    ['fullName', { fullName: 'x'.repeat(101) }],
    ['address', { address: 'x'.repeat(201) }],
    ['city', { city: 'x'.repeat(101) }],
    ['state', { state: 'XX' }],
    ['state', { state: 'DC' }],
    ['zipcode', { zipcode: '1234' }],
    ['zipcode', { zipcode: '12345-12' }],
    ['zipcode', { zipcode: 'abcde' }],
  ])('refuses a bad %s and changes nothing', async (path, change) => {
    const result = await update.execute({ sessionUserId: id, profile: { ...profile, ...change } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', path } });
    expect((await users.findById(id))?.fullname).toBe('Vera');
  });

  it('accepts the limits exactly', async () => {
    const result = await update.execute({
      sessionUserId: id,
      profile: {
        fullName: 'x'.repeat(100),
        address: 'a'.repeat(200),
        city: 'c'.repeat(100),
        state: 'WY',
        zipcode: '00501',
      },
    });
    expect(result.ok).toBe(true);
  });

  it('says not-found for an account that is gone', async () => {
    const result = await update.execute({ sessionUserId: 999, profile });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });
});

describe('SubmitContactForm', () => {
  let forms: InMemoryContactFormRepository;
  let submit: SubmitContactForm;
  const message = {
    name: ' Vera ',
    email: ' vera@example.com ',
    type: 'feedback' as const,
    message: ' Loved the coaster ',
    submittedTicketId: 12,
    userId: 3,
  };

  /** Order 12 is visitor 3's, order 13 another visitor's. */
  const orders = {
    findForUser: async (orderId: number, userId: number) =>
      (({ 12: 3, 13: 4 }) as Record<number, number>)[orderId] === userId
        ? ({ id: orderId } as unknown as StoredOrder)
        : null,
  };

  beforeEach(() => {
    forms = new InMemoryContactFormRepository();
    submit = new SubmitContactForm(forms, new FixedClock(NOON_IN_CHICAGO), orders);
  });

  it('stores the message with the park’s date and the sender', async () => {
    const result = await submit.execute(message);
    const expected = {
      id: 1,
      name: 'Vera',
      email: 'vera@example.com',
      type: 'feedback',
      message: 'Loved the coaster',
      submittedTicketId: 12,
      submittedDate: '2026-06-01',
      userId: 3,
    };
    expect(result).toEqual({ ok: true, value: expected });
    expect(await forms.findById(1)).toEqual(expected);
  });

  it('dates a message sent late in the evening by the park’s day, not UTC', async () => {
    submit = new SubmitContactForm(forms, new FixedClock(new Date('2026-06-02T03:00:00Z')), orders);
    const result = await submit.execute({ ...message, type: null, submittedTicketId: null });
    expect(result.ok && result.value).toMatchObject({
      submittedDate: '2026-06-01',
      type: null,
      submittedTicketId: null,
    });
  });

  it('refuses another visitor’s order as the ticket id, with its own message', async () => {
    const result = await submit.execute({ ...message, submittedTicketId: 13 });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid-input', path: 'submittedTicketId', message: NOT_YOUR_TICKET },
    });
  });

  it.each([
    ['name', { name: '  ' }],
    ['name', { name: 'x'.repeat(CONTACT_LIMITS.name + 1) }],
    ['email', { email: 'not-an-email' }],
    ['message', { message: ' ' }],
    ['message', { message: 'x'.repeat(CONTACT_LIMITS.message + 1) }],
    ['submittedTicketId', { submittedTicketId: 0 }],
    ['submittedTicketId', { submittedTicketId: 1.5 }],
    ['submittedTicketId', { submittedTicketId: 13 }],
    ['submittedTicketId', { submittedTicketId: 999 }],
    ['submittedTicketId', { userId: null }],
  ])('refuses a bad %s and stores nothing', async (path, change) => {
    const result = await submit.execute({ ...message, ...change });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', path } });
    expect(forms.rows).toHaveLength(0);
  });
});

describe('password reset', () => {
  let users: InMemoryUserRepository;
  let employees: InMemoryEmployeeRepository;
  let resets: InMemoryPasswordResetRepository;
  let mailer: RecordingMailer;
  let clock: FixedClock;
  let sessions: RecordingAccountSessions;
  let request: RequestPasswordReset;
  let reset: ResetPassword;
  const tokens = new ReversingTokenHasher();
  const hasher = new PlainTextHasher();

  beforeEach(() => {
    users = new InMemoryUserRepository();
    employees = new InMemoryEmployeeRepository();
    resets = new InMemoryPasswordResetRepository();
    mailer = new RecordingMailer();
    clock = new FixedClock(NOON_IN_CHICAGO);
    sessions = new RecordingAccountSessions();
    request = new RequestPasswordReset(
      { users, employees, resets, ids: new SequentialIdGenerator(), tokens, mailer, clock },
      { publicUrl: 'https://park.example.com/', parkName: 'Test Park' },
    );
    reset = new ResetPassword({ users, employees, resets, tokens, hasher, clock, sessions });
  });

  async function staff(archived = false) {
    const created = await aStoredEmployee(employees, {
      name: 'Sam Staff',
      email: 'sam@example.com',
      passwordHash: 'plain:old-pass',
    });
    if (archived) await employees.archive(created.id, FIXTURE_ACTOR);
    return created;
  }

  const tokenIn = (text: string) => /token=([^\s&]+)/.exec(text)?.[1] ?? '';

  it('mails a one-hour link to an existing user and stores only the token’s digest', async () => {
    await userNamed(users, 'vera@example.com');
    const result = await request.execute({ email: ' Vera@Example.com ', kind: 'user' });
    expect(result).toEqual({ ok: true, value: { sent: true } });
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail?.to).toBe('vera@example.com');
    expect(mail?.subject).toBe('Reset your Test Park password');
    expect(mail?.text).toContain(
      'https://park.example.com/forgot-password?token=token-000000000000000000000001',
    );
    const token = tokenIn(mail?.text ?? '');
    const justBeforeExpiry = new Date(NOON_IN_CHICAGO.getTime() + RESET_TOKEN_TTL_MS - 1);
    expect(await resets.consume(token, 'user', NOON_IN_CHICAGO)).toBeNull();
    expect(await resets.consume(tokens.digest(token), 'user', justBeforeExpiry)).toEqual({
      accountId: 1,
    });
  });

  it('sends nothing for an unknown email, and nothing to an archived employee', async () => {
    await staff(true);
    expect(await request.execute({ email: 'nobody@example.com', kind: 'user' })).toEqual({
      ok: true,
      value: { sent: false },
    });
    expect((await request.execute({ email: 'sam@example.com', kind: 'employee' })).ok).toBe(true);
    expect(mailer.sent).toHaveLength(0);
  });

  it('does not mail a visitor link to an employee’s email', async () => {
    await staff();
    await request.execute({ email: 'sam@example.com', kind: 'user' });
    expect(mailer.sent).toHaveLength(0);
    await request.execute({ email: 'sam@example.com', kind: 'employee' });
    expect(mailer.sent[0]?.text).toContain(
      'https://park.example.com/employee/forgot-password?token=',
    );
  });

  it('resets the password once with the mailed token and ends the account’s sessions', async () => {
    const vera = await userNamed(users, 'vera@example.com');
    await request.execute({ email: 'vera@example.com', kind: 'user' });
    const token = tokenIn(mailer.sent[0]?.text ?? '');
    const done = await reset.execute({ token, password: 'new-password', kind: 'user' });
    expect(done).toEqual({ ok: true, value: { accountId: vera.id } });
    expect((await users.findCredentials('vera@example.com'))?.passwordHash).toBe(
      'plain:new-password',
    );
    expect(sessions.ended).toEqual([{ kind: 'user', accountId: vera.id }]);
    const again = await reset.execute({ token, password: 'another-one', kind: 'user' });
    expect(again).toEqual({
      ok: false,
      error: { kind: 'invalid-input', path: 'token', message: RESET_LINK_INVALID },
    });
    expect((await users.findCredentials('vera@example.com'))?.passwordHash).toBe(
      'plain:new-password',
    );
  });

  it('refuses an expired token, a token of the other kind and an unknown token', async () => {
    await userNamed(users, 'vera@example.com');
    await request.execute({ email: 'vera@example.com', kind: 'user' });
    const token = tokenIn(mailer.sent[0]?.text ?? '');
    const wrongKind = await reset.execute({ token, password: 'new-password', kind: 'employee' });
    const unknown = await reset.execute({
      token: 'made-up',
      password: 'new-password',
      kind: 'user',
    });
    clock.set(new Date(NOON_IN_CHICAGO.getTime() + RESET_TOKEN_TTL_MS));
    const expired = await reset.execute({ token, password: 'new-password', kind: 'user' });
    for (const result of [wrongKind, unknown, expired]) {
      expect(result).toMatchObject({ ok: false, error: { message: RESET_LINK_INVALID } });
    }
    expect((await users.findCredentials('vera@example.com'))?.passwordHash).toBe('plain:old-pass');
    expect(sessions.ended).toEqual([]);
  });

  it('refuses a too short or too long password without using up the token', async () => {
    await userNamed(users, 'vera@example.com');
    await request.execute({ email: 'vera@example.com', kind: 'user' });
    const token = tokenIn(mailer.sent[0]?.text ?? '');
    for (const password of ['short', 'x'.repeat(129)]) {
      const result = await reset.execute({ token, password, kind: 'user' });
      expect(result).toMatchObject({ ok: false, error: { path: 'password' } });
    }
    expect((await reset.execute({ token, password: 'x'.repeat(128), kind: 'user' })).ok).toBe(true);
  });

  it('a hasher that fails leaves the link usable: the token is used up only with a hash in hand', async () => {
    await userNamed(users, 'vera@example.com');
    await request.execute({ email: 'vera@example.com', kind: 'user' });
    const token = tokenIn(mailer.sent[0]?.text ?? '');
    const failing = new ResetPassword({
      users,
      employees,
      resets,
      tokens,
      hasher: {
        hash: () => Promise.reject(new Error('hasher down')),
        verify: () => Promise.resolve(false),
      },
      clock,
      sessions,
    });
    await expect(
      failing.execute({ token, password: 'new-password', kind: 'user' }),
    ).rejects.toThrow('hasher down');
    expect((await users.findCredentials('vera@example.com'))?.passwordHash).toBe('plain:old-pass');
    expect((await reset.execute({ token, password: 'new-password', kind: 'user' })).ok).toBe(true);
  });

  it('resets an employee’s password, but not an employee archived since the mail', async () => {
    const sam = await staff();
    await request.execute({ email: 'sam@example.com', kind: 'employee' });
    await request.execute({ email: 'sam@example.com', kind: 'employee' });
    const [first, second] = mailer.sent.map((m) => tokenIn(m.text));
    expect(
      await reset.execute({ token: first ?? '', password: 'new-password', kind: 'employee' }),
    ).toEqual({ ok: true, value: { accountId: sam.id } });
    expect((await employees.findCredentials('sam@example.com'))?.passwordHash).toBe(
      'plain:new-password',
    );
    await employees.archive(sam.id, FIXTURE_ACTOR);
    const late = await reset.execute({
      token: second ?? '',
      password: 'later-password',
      kind: 'employee',
    });
    expect(late).toMatchObject({ ok: false, error: { message: RESET_LINK_INVALID } });
  });
});
