import { afterUserLogin } from './guards';

/**
 * Where an anonymous visitor was going when a guard sent them to /login. It travels in
 * the router state, and also in sessionStorage so it survives a detour (e.g. via signup).
 */
const KEY = 'dreamland-park.return-to';

export interface LoginRedirectState {
  from?: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPath(path: string): void {
  storage()?.setItem(KEY, path);
}

/** The page to open after a user logs in (default /); the stored path is used once. */
export function takeReturnPath(routerState: unknown): string {
  const fromState = (routerState as LoginRedirectState | null)?.from;
  const stored = storage()?.getItem(KEY) ?? null;
  storage()?.removeItem(KEY);
  return afterUserLogin(typeof fromState === 'string' ? fromState : stored);
}

/** Forgets the remembered path: signing out from a guarded page must not send the next login back there. */
export function forgetReturnPath(): void {
  storage()?.removeItem(KEY);
}
