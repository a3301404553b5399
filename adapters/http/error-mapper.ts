import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { DatabaseUnavailable } from '../../core/shared/database-unavailable';
import type { DomainError, DomainErrorKind } from '../../core/shared/errors';
import type { Result } from '../../core/shared/result';
import { requestIdOf } from './request-log';
import type { MessageBody, ValidationErrorBody } from '../contract/errors';

/** The one table from a domain error's kind to an HTTP status. */
export const STATUS_BY_KIND: Readonly<Record<DomainErrorKind, number>> = {
  'invalid-input': 400,
  'invalid-credentials': 401,
  forbidden: 403,
  'not-found': 404,
  'email-taken': 409,
  conflict: 409,
  'sold-out': 409,
};

export type FieldError = ValidationErrorBody['errors'][number];

/** An expected failure found at the edge (validation, no session, CSRF): status and body. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

/** A use case's expected failure, thrown so the middleware maps it. */
export class DomainFailure extends Error {
  constructor(readonly error: DomainError) {
    super(error.message);
  }
}

/** The value of a use case's result, or a DomainFailure for the error mapper. */
export function unwrap<T>(result: Result<T, DomainError>): T {
  if (!result.ok) throw new DomainFailure(result.error);
  return result.value;
}

/** What the client gets for an error: a status and a JSON body (400s always list field errors). */
export interface MappedError {
  status: number;
  body: MessageBody | ValidationErrorBody | (ValidationErrorBody & { remaining: number });
}

const CLIENT_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Malformed request body',
  413: 'Request body too large',
  415: 'Unsupported request body encoding',
};

/**
 * zlib's codes for a body whose Content-Encoding does not decode (not gzip, cut short, …);
 * brotli's all start with ERR__ (ERR__ERROR_FORMAT_PADDING_1, …).
 */
const UNDECODABLE_BODY = new Set(['Z_DATA_ERROR', 'Z_BUF_ERROR', 'Z_STREAM_ERROR']);

/** A body that claims gzip/deflate/br but does not decode is the client's fault: 400. */
function undecodableBody(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (UNDECODABLE_BODY.has(code) || code.startsWith('ERR__'));
}

/** Errors of the body parser and http-errors carry a 4xx status; their words are replaced. */
function clientError(error: unknown): MappedError | null {
  if (undecodableBody(error))
    return { status: 400, body: { message: CLIENT_MESSAGES[400]!, errors: [] } };
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  const message =
    error instanceof SyntaxError
      ? 'Malformed JSON body'
      : (CLIENT_MESSAGES[status] ?? (error as Error).message ?? 'Bad request');
  return { status, body: status === 400 ? { message, errors: [] } : { message } };
}

/** Maps a thrown error to the status and body the client sees; never leaks SQL or stacks. */
export function mapError(error: unknown): MappedError {
  if (error instanceof DomainFailure) {
    const { kind, message } = error.error;
    if (error.error.kind === 'sold-out') {
      const { remaining, path } = error.error;
      return { status: 409, body: { message, remaining, errors: [{ path, message }] } };
    }
    if (error.error.kind !== 'invalid-input')
      return { status: STATUS_BY_KIND[kind], body: { message } };
    const { path } = error.error;
    return { status: 400, body: { message, errors: path ? [{ path, message }] : [] } };
  }
  if (error instanceof HttpFailure) {
    const errors = error.errors ?? (error.status === 400 ? [] : undefined);
    return {
      status: error.status,
      body: errors ? { message: error.message, errors } : { message: error.message },
    };
  }
  const client = clientError(error);
  if (client) return client;
  if (error instanceof DatabaseUnavailable) {
    return { status: 503, body: { message: 'Service temporarily unavailable, please try again' } };
  }
  return { status: 500, body: { message: 'Internal server error' } };
}

/** Catches everything below it and answers JSON; real faults are logged with their stack. */
export function errorMapper(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body } = mapError(error);
      if (status >= 500)
        log.error(
          { reqId: requestIdOf(ctx), err: error, method: ctx.method, path: ctx.path },
          'request failed',
        );
      ctx.status = status;
      ctx.body = body;
    }
  };
}
