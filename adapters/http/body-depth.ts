import type { Middleware } from 'koa';
import { findInJson, pathOf } from '../../core/shared/json-walk';
import { isStorableText } from '../../core/shared/text';
import { HttpFailure } from './error-mapper';

/** How many arrays and objects a request body may nest (the park's own bodies nest 3 deep). */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;

/** An array or object held by MAX_BODY_DEPTH others: the 33rd level. */
const tooDeep = ({ value, depth }: { value: unknown; depth: number }) =>
  depth >= MAX_BODY_DEPTH && value !== null && typeof value === 'object';

/**
 * A JSON body nested deeper than MAX_BODY_DEPTH answers 400 as soon as it is parsed, before the
 * text check or any route looks at it: no call takes such a body, and walking one cost every
 * request behind it. The walk stops at the first place too deep, so it costs at most one step per
 * value of the body.
 */
export const shallowBodiesOnly: Middleware = async (ctx, next) => {
  const { body } = ctx.request;
  const place = body !== null && typeof body === 'object' ? findInJson(body, tooDeep) : null;
  if (place !== null) {
    const path = pathOf(place, (key) => (isStorableText(key) ? key : '?'));
    throw new HttpFailure(400, TOO_DEEP_MESSAGE, [{ path, message: TOO_DEEP_MESSAGE }]);
  }
  await next();
};
