/**
 * Deterministic data and loaders the list stories control: every request waits until the play
 * function answers it (respond / fail / cancel), unless the loader answers by itself (`auto`).
 */
import type { PageRequest, PageResult } from '@/components/paged-list';
import { ApiError, CancelledError } from '@/lib/http/errors';

export interface Waybill {
  id: number;
  plate: string;
  route: string;
}

const CITIES = ['上海', '苏州', '杭州', '南京', '合肥', '武汉', '郑州', '济南'];

/** Row `index` (0-based) of the `round`-th load: the same every run. */
export function waybill(index: number, round = 1): Waybill {
  const from = CITIES[index % CITIES.length]!;
  const to = CITIES[(index * 3 + 1) % CITIES.length]!;
  const prefix = round > 1 ? `第${round}次 ` : '';
  return {
    id: index + 1,
    plate: `沪A${String(10000 + index).slice(-5)}`,
    route: `${prefix}运单 ${index + 1}：${from} → ${to}`,
  };
}

export function WaybillRow({ item }: { item: Waybill }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        height: 64,
        padding: '0 16px',
        borderBottom: '1px solid var(--adm-color-border)',
        background: 'var(--app-bg-white)',
      }}
    >
      <strong style={{ fontSize: 16 }}>{item.plate}</strong>
      <span style={{ fontSize: 14, color: 'var(--app-text-secondary)' }}>{item.route}</span>
    </div>
  );
}

export const renderWaybill = (item: Waybill) => <WaybillRow item={item} />;

interface Pending<R> {
  signal: AbortSignal;
  respond(): void;
  /** Rejects as the HTTP client does for a failed call. */
  fail(): void;
  /** Rejects as the HTTP client does for a call cancelled elsewhere (http.cancel). */
  cancel(): void;
  settled: boolean;
  result?: R;
}

export type PendingPage = Pending<PageResult<Waybill>> & Omit<PageRequest, 'signal'>;

export function failure(): ApiError {
  return new ApiError('network', '网络错误');
}

/** A paging server over `total` rows; page 1 requests start a new round (refreshed data). */
export function createPageServer({ total, auto = false }: { total: number; auto?: boolean }) {
  const requests: PendingPage[] = [];
  let round = 0;
  const load = (request: PageRequest) =>
    new Promise<PageResult<Waybill>>((resolve, reject) => {
      if (request.pageIndex === 1) round += 1;
      const thisRound = round;
      const pending: PendingPage = {
        ...request,
        settled: false,
        respond() {
          const start = (request.pageIndex - 1) * request.pageSize;
          const end = Math.min(total, start + request.pageSize);
          const rows = [];
          for (let i = start; i < end; i += 1) rows.push(waybill(i, thisRound));
          pending.settled = true;
          resolve({ rows, total });
        },
        fail() {
          pending.settled = true;
          reject(failure());
        },
        cancel() {
          pending.settled = true;
          reject(new CancelledError());
        },
      };
      requests.push(pending);
      if (auto) pending.respond();
    });
  return {
    load,
    requests,
    pageIndexes: () => requests.map((r) => r.pageIndex),
    last: () => requests[requests.length - 1]!,
  };
}

export type PendingList = Pending<Waybill[]>;

/** A non-paged loader over `total` rows. */
export function createListServer({ total, auto = false }: { total: number; auto?: boolean }) {
  const requests: PendingList[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<Waybill[]>((resolve, reject) => {
      const round = requests.length + 1;
      const pending: PendingList = {
        signal,
        settled: false,
        respond() {
          pending.settled = true;
          resolve(Array.from({ length: total }, (_, i) => waybill(i, round)));
        },
        fail() {
          pending.settled = true;
          reject(failure());
        },
        cancel() {
          pending.settled = true;
          reject(new CancelledError());
        },
      };
      requests.push(pending);
      if (auto) pending.respond();
    });
  return { load, requests, last: () => requests[requests.length - 1]! };
}
