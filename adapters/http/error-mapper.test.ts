import { describe, expect, it } from 'vitest';
import { conflict, domainError, type DomainErrorKind } from '../../core/shared/errors';
import { err } from '../../core/shared/result';
import { DatabaseUnavailable } from '../../core/shared/database-unavailable';
import { DomainFailure, HttpFailure, mapError, unwrap } from './error-mapper';

describe('the error mapper', () => {
  it.each<[Exclude<DomainErrorKind, 'sold-out'>, number]>([
    ['invalid-input', 400],
    ['invalid-credentials', 401],
    ['forbidden', 403],
    ['not-found', 404],
    ['email-taken', 409],
    ['conflict', 409],
  ])('maps %s to %i with its message', (kind, status) => {
    const error =
      kind === 'conflict' ? conflict('cutoff-passed', 'the words') : domainError(kind, 'the words');
    const mapped = mapError(new DomainFailure(error));
    expect(mapped.status).toBe(status);
    expect(mapped.body.message).toBe('the words');
  });

  it('keeps a conflict’s reason code out of the body, whose shape the contract fixes', () => {
    const mapped = mapError(new DomainFailure(conflict('nothing-to-refund', 'Nothing left')));
    expect(mapped).toEqual({ status: 409, body: { message: 'Nothing left' } });
  });

  it('gives an invalid input the 400 shape with field errors', () => {
    const error = { kind: 'invalid-input', message: 'Bad date', path: 'visitDate' } as const;
    expect(mapError(new DomainFailure(error)).body).toEqual({
      message: 'Bad date',
      errors: [{ path: 'visitDate', message: 'Bad date' }],
    });
  });

  it('unwraps results, throwing failures for the mapper', () => {
    expect(() => unwrap(err(domainError('not-found', 'gone')))).toThrow(DomainFailure);
  });

  it('keeps edge failures as they are', () => {
    expect(mapError(new HttpFailure(403, 'no'))).toEqual({ status: 403, body: { message: 'no' } });
    expect(mapError(new HttpFailure(400, 'bad')).body).toEqual({ message: 'bad', errors: [] });
  });

  it('hides unexpected errors behind a 500', () => {
    const mapped = mapError(
      new Error('duplicate key value violates unique constraint "users_pkey"'),
    );
    expect(mapped).toEqual({ status: 500, body: { message: 'Internal server error' } });
  });

  it('answers 503 when the database connection is lost', () => {
    // What the persistence adapter throws for a refused connection (see executor.test.ts).
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const unavailable = new DatabaseUnavailable(refused.message, { cause: refused });
    expect(mapError(unavailable).status).toBe(503);
  });

  it('passes body-parser statuses on with safe words', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413 });
    expect(mapError(tooLarge)).toEqual({
      status: 413,
      body: { message: 'Request body too large' },
    });
    const syntax = Object.assign(new SyntaxError('Unexpected token'), { status: 400 });
    expect(mapError(syntax).body).toEqual({ message: 'Malformed JSON body', errors: [] });
  });
});
