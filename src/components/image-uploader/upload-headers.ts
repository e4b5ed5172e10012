import type { UploadHeaders } from './types';

/**
 * The headers every platform call carries (app, tenant, device, Authorization...), built by the HTTP
 * client so the native upload is authorised the same way. Loaded on demand, with the token store.
 */
async function platformHeaders(): Promise<Record<string, string>> {
  const [{ requestHeaders }, { tokens }] = await Promise.all([
    import('@/lib/http/request-headers'),
    import('@/lib/http/tokens'),
  ]);
  return requestHeaders(tokens.getAccess());
}

export async function resolveHeaders(
  headers: UploadHeaders | undefined,
): Promise<Record<string, string>> {
  if (headers === undefined) return platformHeaders();
  return typeof headers === 'function' ? headers() : headers;
}
