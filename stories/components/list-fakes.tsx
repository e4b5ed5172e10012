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

interface Pending {
  signal: AbortSignal;
  respond(): void;
  /** Rejects as the HTTP client does for a failed call. */
  fail(): void;
  /** Rejects as the HTTP client does for a call cancelled elsewhere (http.cancel). */
  cancel(): void;
  settled: boolean;
}

export type PendingPage = Pending & Omit<PageRequest, 'signal'>;

export function failure(): ApiError {
  return new ApiError('network', '网络错误');
}

/** One request that waits for the play function: answered with `answer()`, failed or cancelled. */
function pendingRequest<R>(
  signal: AbortSignal,
  answer: () => R,
  resolve: (result: R) => void,
  reject: (error: unknown) => void,
): Pending {
  const request: Pending = {
    signal,
    settled: false,
    respond() {
      request.settled = true;
      resolve(answer());
    },
    fail() {
      request.settled = true;
      reject(failure());
    },
    cancel() {
      request.settled = true;
      reject(new CancelledError());
    },
  };
  return request;
}

/** A paging server over `total` rows; page 1 requests start a new round (refreshed data). */
export function createPageServer({ total, auto = false }: { total: number; auto?: boolean }) {
  const requests: PendingPage[] = [];
  let round = 0;
  const load = (request: PageRequest) =>
    new Promise<PageResult<Waybill>>((resolve, reject) => {
      if (request.pageIndex === 1) round += 1;
      const thisRound = round;
      const page = () => {
        const start = (request.pageIndex - 1) * request.pageSize;
        const end = Math.min(total, start + request.pageSize);
        return {
          rows: Array.from({ length: end - start }, (_, i) => waybill(start + i, thisRound)),
          total,
        };
      };
      const pending: PendingPage = Object.assign(
        pendingRequest(request.signal, page, resolve, reject),
        request,
      );
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

export type PendingList = Pending;

/** A non-paged loader over `total` rows. */
export function createListServer({ total, auto = false }: { total: number; auto?: boolean }) {
  const requests: PendingList[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<Waybill[]>((resolve, reject) => {
      const round = requests.length + 1;
      const pending = pendingRequest(
        signal,
        () => Array.from({ length: total }, (_, i) => waybill(i, round)),
        resolve,
        reject,
      );
      requests.push(pending);
      if (auto) pending.respond();
    });
  return { load, requests, last: () => requests[requests.length - 1]! };
}
