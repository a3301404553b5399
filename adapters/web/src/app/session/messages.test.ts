import { describe, expect, it } from 'vitest';
import { loginErrorMessage, signupErrorMessage } from './messages';

describe('session messages', () => {
  it('maps a 401 login to the credentials message and the rest to the unexpected one', () => {
    expect(loginErrorMessage({ status: 401, data: null })).toBe(
      'Email or password is incorrect. Please try again.',
    );
    expect(loginErrorMessage({ status: 'FETCH_ERROR', error: 'x' })).toBe(
      'An unexpected error occurred. Please try again later.',
    );
    expect(loginErrorMessage(new Error('boom'))).toBe(
      'An unexpected error occurred. Please try again later.',
    );
  });

  it("uses the server's signup message, else the generic or network words", () => {
    expect(signupErrorMessage({ status: 409, data: { message: 'Taken' } })).toBe('Taken');
    expect(signupErrorMessage({ status: 400, data: { message: '  ' } })).toBe(
      'There was an error while signing up',
    );
    expect(
      signupErrorMessage({
        status: 'PARSING_ERROR',
        originalStatus: 502,
        data: '<html>',
        error: '',
      }),
    ).toBe('There was an error while signing up');
    expect(signupErrorMessage({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toBe(
      'Network error or server is down.',
    );
  });
});
