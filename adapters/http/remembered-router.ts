import { METHODS } from 'node:http';
import Router, { type MatchResult, type RouterOptions } from '@koa/router';
import { BoundedMap } from '../../core/shared/bounded-map';

/** How many (method, path) pairs a RememberedRouter keeps; the oldest is forgotten first. */
const REMEMBERED_MATCHES = 1_000;
/** Longer paths are matched every time: none of the park's is near it, and keys stay small. */
const REMEMBERED_PATH_CHARS = 200;

/**
 * A @koa/router Router that remembers which of its routes a (method, path) pair matched. Every
 * request used to test each of the API's some sixty route patterns in turn (about 4 µs, a
 * twentieth of a logged-in `GET /api/user`); a path seen again now costs a Map lookup. The
 * answer is the same as Router.match's (it depends only on the method, the path and the routes),
 * and it is forgotten whenever a route is added. Each caller gets its own copy of the arrays, as
 * the router's dispatch adds to `ctx.matched` when another router matched before. At most
 * REMEMBERED_MATCHES pairs of paths up to REMEMBERED_PATH_CHARS long are kept, so made-up
 * paths cost well under a megabyte, given back as others take their place.
 */
export class RememberedRouter extends Router {
  private readonly remembered = new BoundedMap<string, MatchResult>(REMEMBERED_MATCHES);
  private matchedAgainst = -1;

  /**
   * Every method node:http parses counts as known: one no route serves (PROPFIND, TRACE, LINK,
   * …) answers 405 with Allow on a path that has routes and 404 elsewhere, as DELETE does,
   * where @koa/router's own short list made it 501 Not Implemented.
   */
  constructor(options: RouterOptions = {}) {
    super({ methods: METHODS, ...options });
  }

  override match(path: string, method: string): MatchResult {
    if (this.stack.length !== this.matchedAgainst) {
      this.remembered.clear();
      this.matchedAgainst = this.stack.length;
    }
    if (path.length > REMEMBERED_PATH_CHARS) return super.match(path, method);
    const key = `${method} ${path}`;
    let found = this.remembered.get(key);
    if (found === undefined) {
      found = super.match(path, method);
      this.remembered.set(key, found);
    }
    return { path: [...found.path], pathAndMethod: [...found.pathAndMethod], route: found.route };
  }

  /** How many pairs are remembered (for tests). */
  get rememberedCount(): number {
    return this.remembered.size;
  }
}
