import { describe, expect, it } from 'vitest';
import { checkAnswer, ContractMismatch } from './contract-check';

const user = {
  UserID: 1,
  UName: 'Ada Lovelace',
  UEmail: 'ada@example.com',
  address: null,
  city: null,
  state: null,
  zipcode: null,
};

describe('checkAnswer (the integration tests’ contract check)', () => {
  it('passes a documented status with a body of its schema', () => {
    expect(() => checkAnswer('GET', '/api/user', 200, user, true)).not.toThrow();
    const invalid = { message: 'Email is required', errors: [{ path: 'email', message: 'x' }] };
    expect(() => checkAnswer('POST', '/auth/login', 400, invalid, true)).not.toThrow();
  });

  it('fails a body that does not match the schema: a wrong type, a missing or an extra field', () => {
    expect(() => checkAnswer('GET', '/api/user', 200, { ...user, UserID: '1' }, true)).toThrow(
      ContractMismatch,
    );
    const { UName: _missing, ...withoutName } = user;
    expect(() => checkAnswer('GET', '/api/user', 200, withoutName, true)).toThrow(/UName/);
    expect(() => checkAnswer('GET', '/api/user', 200, { ...user, password: 'x' }, true)).toThrow(
      ContractMismatch,
    );
    expect(() => checkAnswer('POST', '/auth/login', 400, { message: 'no list' }, true)).toThrow(
      /errors/,
    );
  });

  it('finds a call with a path parameter by its route (/orders/7/tickets is /orders/:orderId/tickets)', () => {
    const ticket = {
      code: 'c',
      type: 'child',
      visitDate: '2026-07-04',
      status: 'valid',
      usedAt: null,
    };
    expect(() => checkAnswer('GET', '/orders/7/tickets', 200, [ticket], true)).not.toThrow();
    expect(() =>
      checkAnswer('GET', '/orders/7/tickets', 200, [{ ...ticket, gate: 'x' }], true),
    ).toThrow(ContractMismatch);
    expect(() => checkAnswer('GET', '/orders/7/tickets', 409, { message: 'x' }, true)).toThrow(
      /does not document/,
    );
    expect(() => checkAnswer('GET', '/orders/7/8/tickets', 200, { any: 1 }, true)).not.toThrow();
  });

  it('fails a status the call does not document', () => {
    expect(() => checkAnswer('GET', '/park-info', 404, { message: 'Not found' }, true)).toThrow(
      /does not document/,
    );
  });

  it('leaves alone what the table does not document: other paths, HEAD, non-JSON answers', () => {
    expect(() => checkAnswer('GET', '/nowhere', 200, { any: 1 }, true)).not.toThrow();
    expect(() => checkAnswer('HEAD', '/api/user', 200, '', false)).not.toThrow();
    expect(() => checkAnswer('GET', '/api/user', 200, '<html>', false)).not.toThrow();
    expect(() => checkAnswer('GET', '/api/user?x=1', 200, user, true)).not.toThrow();
  });
});
