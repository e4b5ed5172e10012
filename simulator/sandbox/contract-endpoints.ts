/**
 * Every `Endpoint` exported by `src/lib/contract/*.ts`, found by looking rather than listed by hand,
 * so a new contract module is covered (and must get sandbox routes) without being registered here.
 * Tests loop over it; it relies on Vite's `import.meta.glob`, so it runs under Vite and Vitest only.
 */
import type { Endpoint } from '@/lib/contract/endpoint';

const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/lib/contract/*.ts', '/src/lib/contract/*/*.ts'],
  {
    eager: true,
  },
);

export interface NamedEndpoint {
  /** `<exported group>.<key>`, e.g. `account.smsLogin`. */
  name: string;
  /** The contract module, e.g. `/src/lib/contract/account/auth.ts`. */
  file: string;
  endpoint: Endpoint<unknown, unknown>;
}

function isEndpoint(value: unknown): value is Endpoint<unknown, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path, encoding } = value as Partial<Endpoint<unknown, unknown>>;
  return (
    typeof method === 'string' &&
    typeof encoding === 'string' &&
    typeof path === 'string' &&
    path.startsWith('/api/')
  );
}

/** The contract modules that were found (so a test can tell an empty search from no endpoints). */
export function contractFiles(): string[] {
  return Object.keys(modules).sort();
}

export function contractEndpoints(): NamedEndpoint[] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([group, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(value)
            .filter(([, endpoint]) => isEndpoint(endpoint))
            .map(([key, endpoint]) => ({
              name: `${group}.${key}`,
              file,
              endpoint: endpoint as Endpoint<unknown, unknown>,
            }))
        : [],
    ),
  );
}
