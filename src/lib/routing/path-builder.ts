/**
 * A typed app path: its route pattern (`/c/:param`) and a builder that fills the `:params` and
 * appends the query, so no screen spells a route, a parameter or a query key by hand.
 */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

type QueryValue = string | number | boolean | null | undefined;

export interface AppPath<P extends string, Q extends Record<string, QueryValue>> {
  readonly pattern: P;
  /** The URL of this route; query entries that are null or undefined are left out. */
  to(
    ...args: [ParamNames<P>] extends [never] ? [query?: Q] : [params: PathParams<P>, query?: Q]
  ): string;
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** `Q` names the query keys the route reads: `appPath<'/resetPwd', { mobile: string }>(…)`. */
export function appPath<P extends string, Q extends Record<string, QueryValue> = never>(
  pattern: P,
): AppPath<P, Q> {
  return {
    pattern,
    to: (...args: unknown[]) => {
      const hasParams = pattern.includes(':');
      const params = (hasParams ? args[0] : undefined) as Record<string, string> | undefined;
      const query = (hasParams ? args[1] : args[0]) as Record<string, QueryValue> | undefined;
      const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(params?.[name] ?? ''),
      );
      return `${path}${queryString(query)}`;
    },
  };
}
