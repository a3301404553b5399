import type { Middleware } from 'koa';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../core/shared/text';
import { HttpFailure } from './error-mapper';

/**
 * The one rule for text at the edge: a JSON body or a query whose strings PostgreSQL cannot
 * store (NUL, a lone surrogate) answers 400 before any route sees it, so nothing is written.
 */
export const storableTextOnly: Middleware = async (ctx, next) => {
  const path = findUnstorableText(ctx.request.body) ?? findUnstorableText({ ...ctx.query });
  if (path !== null)
    throw new HttpFailure(400, UNSTORABLE_TEXT_MESSAGE, [
      { path, message: UNSTORABLE_TEXT_MESSAGE },
    ]);
  await next();
};
