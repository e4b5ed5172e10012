import type { CallOptions } from '@/lib/http/client';

/** Auth calls report their own errors (see `../notify.ts`), so the client must not toast them too. */
export function quiet(signal?: AbortSignal): CallOptions {
  return signal ? { ignoreErrors: true, signal } : { ignoreErrors: true };
}
