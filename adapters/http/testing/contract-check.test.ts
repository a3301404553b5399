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

  it('checks a file answer (the tickets PDF) by its type and first bytes, and every other answer of its call', () => {
    const pdf = new TextEncoder().encode('%PDF-1.3\n%binary');
    const path = '/orders/7/tickets.pdf';
    expect(() => checkAnswer('GET', path, 200, pdf, false, 'application/pdf')).not.toThrow();
    expect(() => checkAnswer('GET', path, 200, '%PDF-1.3', false, 'application/pdf')).not.toThrow();
    expect(() => checkAnswer('GET', path, 200, pdf, false, 'text/html; charset=utf-8')).toThrow(
      /text\/html where the contract documents application\/pdf/,
    );
    expect(() => checkAnswer('GET', path, 200, '<html>', false, 'application/pdf')).toThrow(
      /not application\/pdf/,
    );
    expect(() => checkAnswer('GET', path, 200, [], true)).toThrow(/documents application\/pdf/);
    // a browser without a session is sent to log in; the refusals are JSON as everywhere
    expect(() => checkAnswer('GET', path, 303, 'Redirecting', false, 'text/html')).not.toThrow();
    const refused = { message: 'Not logged in' };
    expect(() => checkAnswer('GET', path, 401, refused, true)).not.toThrow();
    expect(() => checkAnswer('GET', path, 404, { message: 'Order not found' }, true)).not.toThrow();
    expect(() => checkAnswer('GET', path, 404, '<html>', false, 'text/html')).toThrow(
      /documents a JSON body/,
    );
    expect(() => checkAnswer('GET', path, 409, refused, true)).toThrow(/does not document/);
    expect(() => checkAnswer('GET', path, 302, '', false, 'text/plain')).toThrow(
      /does not document/,
    );
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
