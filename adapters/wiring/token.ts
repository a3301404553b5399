import type {
  Container,
  ContainerModuleLoadOptions,
  MapToResolvedValueInjectOptions,
} from 'inversify';

/** A container key that remembers the type bound to it (the type exists only for the compiler). */
export type Token<T> = symbol & { readonly __bound?: T };

/** A new key for values of type T; `name` shows in inversify's messages. */
export const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** Resolves a token with the type it was declared with. */
export function resolve<T>(container: Container, key: Token<T>): T {
  return container.get<T>(key);
}

type Tokens<A extends unknown[]> = { [K in keyof A]: Token<A[K]> };

/**
 * The binder a feature module uses: `singleton(KEY, [DEP_A, DEP_B], (a, b) => new UseCase(a, b))`
 * is `bind(KEY).toResolvedValue(make, [DEP_A, DEP_B]).inSingletonScope()`, with the factory's
 * parameters typed by the tokens (no decorators, no reflection). One shared instance per
 * container: inversify's default scope is transient.
 */
export function singletons({ bind }: ContainerModuleLoadOptions) {
  return function singleton<T, A extends unknown[]>(
    key: Token<T>,
    deps: [...Tokens<A>],
    make: (...args: A) => T,
  ): void {
    // A Token<X> is a ServiceIdentifier<X>; the mapped tuple type just cannot see through the brand.
    const inject = deps as unknown as MapToResolvedValueInjectOptions<A>;
    bind<T>(key).toResolvedValue(make, inject).inSingletonScope();
  };
}
