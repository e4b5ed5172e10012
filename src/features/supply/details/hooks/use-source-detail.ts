/** The detail screens' read: the source of `?id=`, and whether it is gone rather than unreadable. */
import { useSearchParams } from 'react-router-dom';
import { BusinessState } from '@/lib/contract/envelope';
import type { SourceKind } from '@/lib/contract/supply/load';
import { ApiError } from '@/lib/http/errors';
import { useSourceDetailQuery, type DetailAudience } from '../api/source-detail';

/** Business states the platform answers for an id it does not know (or no longer shows). */
const MISSING_STATES = new Set<number>([400, 404, BusinessState.notFound]);

/**
 * A refused read of a known-good request is a missing source: the server's "not found" answer,
 * or an empty one. Failures of the network or the server (5xx, time-outs) stay retryable.
 */
function isMissingSource(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'business' &&
    error.state !== undefined &&
    MISSING_STATES.has(error.state)
  );
}

export function useSourceDetail(kind: SourceKind, audience: DetailAudience) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const param = params.get('param')?.trim() || null;
  const query = useSourceDetailQuery(kind, audience, id);
  const source = query.data ?? null;
  const loading = id !== null && query.isPending && query.fetchStatus !== 'idle';
  const missing =
    id === null || (query.isSuccess && source === null) || isMissingSource(query.error);
  return { id, param, query, source, loading, missing };
}
