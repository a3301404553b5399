import { beforeEach, describe, expect, it } from 'vitest';
import { aStoredEmployee } from '../testing/builders';
import { InMemoryEmployeeRepository } from '../testing/in-memory-employees';
import { InMemoryUserRepository } from '../testing/in-memory-users';
import { PlainTextHasher } from '../testing/in-memory-infrastructure';
import { CredentialCheck } from './credentials';
import { GetCurrentEmployee } from './get-current-employee';
import { GetCurrentUser } from './get-current-user';
import { LogInEmployee } from './log-in-employee';
import { LogInUser } from './log-in-user';
import { SignUp } from './sign-up';
import { FIXTURE_ACTOR } from '../testing/in-memory-audit';

describe('visitor accounts', () => {
  let users: InMemoryUserRepository;
  let hasher: PlainTextHasher;

  beforeEach(() => {
    users = new InMemoryUserRepository();
    hasher = new PlainTextHasher();
  });

  it('signs up with a normalised email and a hashed password', async () => {
    const result = await new SignUp(users, hasher).execute({
      fullName: '  Vera Visitor ',
      email: ' Vera@Example.COM ',
      password: 'secret-pass',
    });
    expect(result.ok && result.value).toMatchObject({
      fullname: 'Vera Visitor',
      email: 'vera@example.com',
    });
    const stored = await users.findCredentials('vera@example.com');
    expect(stored?.passwordHash).toBe('plain:secret-pass');
  });

  it('refuses a second account for the same email in any case', async () => {
    const signUp = new SignUp(users, hasher);
    await signUp.execute({ fullName: 'A', email: 'a@example.com', password: 'password1' });
    const again = await signUp.execute({
      fullName: 'B',
      email: 'A@EXAMPLE.com',
      password: 'password2',
    });
    expect(again).toEqual({
      ok: false,
      error: { kind: 'email-taken', message: expect.any(String) },
    });
  });

  it('logs in with the right password only, saying the same for an unknown email', async () => {
    await new SignUp(users, hasher).execute({
      fullName: 'A',
      email: 'a@example.com',
      password: 'password1',
    });
    const logIn = new LogInUser(users, new CredentialCheck(hasher));
    const good = await logIn.execute({ email: 'A@example.com', password: 'password1' });
    expect(good.ok && good.value.email).toBe('a@example.com');
    const wrong = await logIn.execute({ email: 'a@example.com', password: 'nope' });
    const unknown = await logIn.execute({ email: 'b@example.com', password: 'password1' });
    expect(wrong).toEqual(unknown);
    expect(wrong.ok).toBe(false);
  });

  it('finds the current user or says it is gone', async () => {
    const created = await new SignUp(users, hasher).execute({
      fullName: 'A',
      email: 'a@example.com',
      password: 'password1',
    });
    const id = created.ok ? created.value.id : -1;
    expect((await new GetCurrentUser(users).execute(id)).ok).toBe(true);
    expect(await new GetCurrentUser(users).execute(999)).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });
});

describe('employee accounts', () => {
  const hasher = new PlainTextHasher();

  async function withEmployee(archived: boolean) {
    const employees = new InMemoryEmployeeRepository();
    const created = await aStoredEmployee(employees, {
      name: 'Sam Staff',
      email: 'staff@example.com',
      passwordHash: await hasher.hash('Staff#2024'),
    });
    if (archived) await employees.archive(created.id, FIXTURE_ACTOR);
    return { employees, id: created.id };
  }

  it('logs in an active employee', async () => {
    const { employees } = await withEmployee(false);
    const result = await new LogInEmployee(employees, new CredentialCheck(hasher)).execute({
      email: 'staff@example.com',
      password: 'Staff#2024',
    });
    expect(result.ok && result.value.role).toBe('Staff');
  });

  it('refuses an archived employee even with the right password', async () => {
    const { employees, id } = await withEmployee(true);
    const result = await new LogInEmployee(employees, new CredentialCheck(hasher)).execute({
      email: 'staff@example.com',
      password: 'Staff#2024',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-credentials' } });
    expect(await new GetCurrentEmployee(employees).execute(id)).toMatchObject({ ok: false });
  });
});
