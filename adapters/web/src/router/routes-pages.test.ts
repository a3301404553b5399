import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WEB_PAGES } from '../../../contract/pages';
import { routes } from './routes';

/** Every concrete path the route table serves, joined with its parents', lower-cased. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && route.path !== '*') ? [here.toLowerCase()] : [];
    return [...own, ...pagePaths(route.children ?? [], route.path ? here : parent)];
  });
}

describe('the pages the server knows', () => {
  it('are exactly the pages the web app routes (so a new page is no 404)', () => {
    expect(new Set(pagePaths(routes))).toEqual(new Set(WEB_PAGES));
  });
});
