/** What the home screen reads besides the shared ones: the active waybill, unsigned contracts, sources near the driver. */
import { useQuery } from '@tanstack/react-query';
import { eContract } from '@/lib/contract/supply/e-contract';
import { supply } from '@/lib/contract/supply/market';
import { waybill } from '@/lib/contract/waybill/waybills';
import { ACTIVE_WAYBILL_STATUSES } from '@/lib/domain/waybill-status';
import { endpointQuery } from '@/lib/query/endpoint-query';

/** Home shows a glance, not the list: the first few of each. */
const GLANCE = 5;

/** The newest waybill still under way, or null; home shows nothing when this read fails. */
export function useActiveWaybill() {
  return useQuery({
    ...endpointQuery(waybill.listPage, { pageIndex: 1, pageSize: 20 }, { ignoreErrors: true }),
    select: (page) => page.rows.find((w) => ACTIVE_WAYBILL_STATUSES.has(w.status)) ?? null,
  });
}

export function useUnsignedContractCount() {
  return useQuery({
    ...endpointQuery(
      eContract.getContractContentKJAll,
      { pageIndex: 1, pageSize: 1, status: 'unsigned' },
      { ignoreErrors: true },
    ),
    select: (page) => page.total,
  });
}

export function nearbySourcesQueryOptions(longitude: number, latitude: number) {
  return endpointQuery(
    supply.listNearestToMePage,
    { pageIndex: 1, pageSize: GLANCE, longitude, latitude },
    { ignoreErrors: true },
  );
}

export function useNearbySources(fix: { longitude: number; latitude: number } | null) {
  return useQuery({
    ...nearbySourcesQueryOptions(fix?.longitude ?? 0, fix?.latitude ?? 0),
    enabled: fix !== null,
  });
}
