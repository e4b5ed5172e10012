/**
 * Reads of one source for its detail screens. The driver's own reads fill assignedToMe and
 * delegationSigned; the public ones serve the enterprise pages without login.
 */
import { useQuery } from '@tanstack/react-query';
import { supply } from '@/lib/contract/supply/market';
import type { SourceKind } from '@/lib/contract/supply/load';
import { endpointQuery } from '@/lib/query/endpoint-query';

/** driver: logged-in reads (/supply/details, /supply/completevehicledetail); public: enterprise pages. */
export type DetailAudience = 'driver' | 'public';

const DETAIL_READS = {
  driver: { bulk: supply.getBulkDetail, whole: supply.getWholeDetailForDriver },
  public: { bulk: supply.getGoodsResourceDetail, whole: supply.getWholeDetail },
} as const;

/** The screen words the read's error itself (missing source or LoadFailed with 重试). */
export function sourceDetailQueryOptions(kind: SourceKind, audience: DetailAudience, id: string) {
  return endpointQuery(DETAIL_READS[audience][kind], { id }, { ignoreErrors: true });
}

export function useSourceDetailQuery(
  kind: SourceKind,
  audience: DetailAudience,
  id: string | null,
) {
  return useQuery({ ...sourceDetailQueryOptions(kind, audience, id ?? ''), enabled: !!id });
}
