/**
 * The reads and writes of grabbing a source (§7.3): the gates' reads, the vehicle checks, the
 * freight quotes, the agreements and the grab itself. Every read here is shown inline by its
 * screen (LoadFailed, a gate row, a message under a field), so none is reported by the client.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blacklist } from '@/lib/contract/me/blacklist';
import {
  supply,
  type GoodsSourceDetail,
  type GrabRequest,
  type GrabResult,
} from '@/lib/contract/supply/market';
import type { SourceKind } from '@/lib/contract/supply/load';
import { waybill } from '@/lib/contract/waybill/waybills';
import { bridge } from '@/lib/bridge/bridge';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { sendIntended } from '@/lib/http/intended-write';
import { endpointQuery } from '@/lib/query/endpoint-query';
import { actionIntents } from '@/lib/storage/action-intents';

const inline = { ignoreErrors: true } as const;

/** A whole-vehicle id asked as bulk is refused by the server (not found): then it is whole. */
function refusedAsWrongKind(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'business' || error.status === 404);
}

export interface GrabSource {
  data: GoodsSourceDetail | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The driver's read of the source the grab is about. The grab's paths carry only the id, so the
 * bulk read is asked first and the whole-vehicle read when the server does not know it as bulk.
 * Both share their cache entries with the detail screens (same endpoint keys).
 */
export function useGrabSource(id: string): GrabSource {
  const bulk = useQuery({
    ...endpointQuery(supply.getBulkDetail, { id }, inline),
    enabled: id !== '',
    retry: false,
  });
  const whole = useQuery({
    ...endpointQuery(supply.getWholeDetailForDriver, { id }, inline),
    enabled: id !== '' && refusedAsWrongKind(bulk.error),
  });
  if (bulk.data) return { ...pick(bulk), data: bulk.data };
  if (refusedAsWrongKind(bulk.error)) return pick(whole);
  return pick(bulk);
}

function pick(q: {
  data: GoodsSourceDetail | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}): GrabSource {
  return { data: q.data, error: q.error, isFetching: q.isFetching, refetch: q.refetch };
}

/** The shippers that blacklisted the driver (a driver has a handful at most: one page). */
export function blacklistQueryOptions() {
  return endpointQuery(blacklist.listPage, { pageIndex: 1, pageSize: 100 }, inline);
}

export function grabVehiclesQueryOptions(sourceId: string) {
  return endpointQuery(supply.getVehicleNumber, { sourceId }, inline);
}

/**
 * The fence check with a fresh position from the bridge (the location headers may hold a fix a
 * minute old). A refused or failed fix rejects with the bridge's error; the gate words it.
 */
export function fenceQueryOptions(id: string) {
  return queryOptions({
    queryKey: [supply.relationshipDetectionBetweenPositioningAndElectronicFence.path, { id }],
    queryFn: async ({ signal }) => {
      const fix = await bridge.call('getLocation', { highAccuracy: true });
      return http.call(
        supply.relationshipDetectionBetweenPositioningAndElectronicFence,
        { id, longitude: fix.longitude, latitude: fix.latitude },
        { ...inline, signal },
      );
    },
    retry: false,
  });
}

/** Both checks of a chosen vehicle, side by side. */
export async function checkVehicle(sourceId: string, carNo: string, signal?: AbortSignal) {
  const [cross, status] = await Promise.all([
    http.call(supply.checkIsCrossOrder, { sourceId, carNo }, { ...inline, signal }),
    http.call(supply.checkBillDriverCarStatus, { sourceId, carNo }, { ...inline, signal }),
  ]);
  return { cross, status };
}

export function bulkFreightQueryOptions(sourceId: string, quantity: number) {
  return queryOptions({
    ...endpointQuery(supply.calculatedBulkFreight, { sourceId, quantity }, inline),
    staleTime: 30_000,
  });
}

export function contentQueryOptions(request: GrabRequest) {
  return endpointQuery(supply.previewContentKJ, request, inline);
}

export function entrustQueryOptions(sourceId: string) {
  return endpointQuery(supply.previewEntrustAgreement, { sourceId }, inline);
}

export function delegationQueryOptions(sourceId: string) {
  return endpointQuery(supply.previewEsignDelegationAuthority, { sourceId }, inline);
}

/** The screen shows a refused delegation in its dialog, so the client stays quiet. */
export function createDelegation(sourceId: string) {
  return http.call(supply.createEsignDelegationAuthority, { sourceId }, inline);
}

const GRAB_CALLS = {
  grab: { bulk: supply.grabBulkOrder, whole: supply.grabWholeOrder },
  receive: { bulk: supply.receiveBulkAssignOrder, whole: supply.receiveWholeAssignOrder },
} as const;

/**
 * One grab (or receive) attempt with the intent's idempotency key (this source, this vehicle, this
 * quantity): a retry after a lost answer — in this visit, or after leaving or a reload — repeats
 * it, so the server takes the order at most once.
 */
export function sendGrab(
  kind: SourceKind,
  assigned: boolean,
  request: GrabRequest,
): Promise<GrabResult> {
  const ep = GRAB_CALLS[assigned ? 'receive' : 'grab'][kind];
  return sendIntended(ep.path, request, (idempotencyKey) =>
    http.call(ep, request, { ...inline, idempotencyKey }),
  );
}

/** The grab's outcome was learnt another way (the waybill is there): the next grab is a new one. */
export function grabSettled(kind: SourceKind, assigned: boolean, request: GrabRequest): void {
  actionIntents.settle(GRAB_CALLS[assigned ? 'receive' : 'grab'][kind].path, request);
}

/**
 * After a time-out: did the server take the order anyway? The driver's live waybill of this
 * source on this vehicle says so.
 */
export async function findTakenWaybill(sourceId: string, carNo: string) {
  const page = await http.call(waybill.listPage, { pageIndex: 1, pageSize: 20, sourceId }, inline);
  return (
    page.rows.find(
      (w) => w.sourceId === sourceId && w.carNo === carNo && w.status !== 'cancelled',
    ) ?? null
  );
}
