/**
 * The fuel balance screens' reads (sdc gd/oil/driver/, §7.4; mdc oil/getOliCarPass, §7.1). Every
 * read is shown inline by its screen (LoadFailed, the list's states), so the client does not report
 * it too. The balances are the shared read of `@/hooks/use-fuel-card-balance` (§8 toast and zeros).
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PageLoader } from '@/components/paged-list';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import { fuel, type FuelBill, type FuelOrder, type OilType } from '@/lib/contract/fuel/station';
import type { Page } from '@/lib/contract/envelope';
import { license } from '@/lib/contract/account/license';
import { misc } from '@/lib/contract/common/misc';
import { http } from '@/lib/http/client';
import { endpointQuery } from '@/lib/query/endpoint-query';
import type { BillFilter, OrderFilter } from '../filters';

const inline = { ignoreErrors: true } as const;

/** The driver's vehicles (as the vehicle list reads them). */
export function useVehicles() {
  return useQuery(endpointQuery(license.listCarLicenses, {}, inline));
}

/** Whether one vehicle may fuel with the card. */
export function useCarPass(carNo: string) {
  return useQuery({ ...endpointQuery(misc.getOliCarPass, { carNo }, inline), staleTime: 0 });
}

export function useBillPageLoader(filter: BillFilter): PageLoader<FuelBill> {
  return useEndpointPages(fuel.gdOliBillReportList, filter);
}

export function useOrderPageLoader(filter: OrderFilter): PageLoader<FuelOrder> {
  return useEndpointPages(fuel.gdOliOrderReportList, filter);
}

/** Refunded orders count in no total (the server leaves them out): not asked for that tab. */
export function useOrderTotals(filter: OrderFilter) {
  return useQuery({
    ...endpointQuery(fuel.gdOliOrderNumPrice, filter, inline),
    enabled: filter.state !== 'refunded',
    staleTime: 0,
  });
}

/** The attendant fuels a paid order while the driver looks at it: read again every 5 s meanwhile. */
const ORDER_POLL_MS = 5_000;

export function useOrder(orderNo: string) {
  return useQuery({
    ...endpointQuery(fuel.gdOliOrderReportDetail, { orderNo }, inline),
    enabled: orderNo !== '',
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: (q) => (q.state.data?.state === 'paid' ? ORDER_POLL_MS : false),
  });
}

export function useOrderBills(orderNo: string, version: string) {
  return useQuery({
    // Read again when the order changes state (a refund adds its bill).
    queryKey: [fuel.gdOliOrderBillList.path, { orderNo }, version] as const,
    queryFn: ({ signal }) => http.call(fuel.gdOliOrderBillList, { orderNo }, { ...inline, signal }),
    enabled: orderNo !== '',
    staleTime: 0,
  });
}

/** A bill already in a list the driver scrolled (any filter of that card). */
function cachedBill(client: QueryClient, oilType: OilType, billNo: string): FuelBill | null {
  const pages = client.getQueriesData<Page<FuelBill>>({
    queryKey: [fuel.gdOliBillReportList.path],
  });
  for (const [, page] of pages) {
    const found = page?.rows.find((b) => b.billNo === billNo && b.oilType === oilType);
    if (found) return found;
  }
  return null;
}

const LOOKUP_PAGE = 50;
/** A card's history is short (a few bills a week); the look-up stops after this many pages. */
const LOOKUP_PAGES = 20;

/**
 * One bill by its number, on a cold open as well: from the list cache when the driver came from the
 * list, else by paging the card's bills (every month, newest first) until it turns up. `null`: the
 * card has no such bill (账单不存在).
 */
export function useBill(oilType: OilType, billNo: string) {
  const client = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: ['fuel-balance/bill', oilType, billNo] as const,
      enabled: billNo !== '',
      queryFn: async ({ signal }): Promise<FuelBill | null> => {
        const cached = cachedBill(client, oilType, billNo);
        if (cached) return cached;
        for (let pageIndex = 1; pageIndex <= LOOKUP_PAGES; pageIndex += 1) {
          const page = await http.call(
            fuel.gdOliBillReportList,
            { oilType, pageIndex, pageSize: LOOKUP_PAGE },
            { ...inline, signal },
          );
          const found = page.rows.find((b) => b.billNo === billNo);
          if (found) return found;
          if (page.rows.length < LOOKUP_PAGE || pageIndex * LOOKUP_PAGE >= page.total) break;
        }
        return null;
      },
    }),
  );
}

/** The order's station (position and phone for 导航 and 拨打电话). */
export function useOrderStation(order: FuelOrder | undefined) {
  return useQuery({
    ...endpointQuery(
      fuel.getStation,
      { stationId: order?.stationId ?? '', oilType: order?.oilType ?? 'new' },
      inline,
    ),
    enabled: order !== undefined,
    staleTime: 10 * 60_000,
  });
}
