/**
 * Shared steps of the grab screens' stories (ordertaking, carryinfovehicle, carryinfomodular,
 * goodsagreement): the seeded sources and vehicles they rely on (simulator/sandbox/areas/supply/market/
 * seed.ts), the sandbox's market controls, and finding what a driver sees.
 */
import { expect, waitFor, within } from 'storybook/test';
import { TRUCK_BUSY_WAYBILL_STATUSES } from '@/lib/domain/waybill-status';
import { createSandbox } from '@sim/sandbox/sandbox';
import { districtPath, placeIn } from '@sim/sandbox/areas/supply/market/places';
import { STORY_SEED } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';

type Screen = ReturnType<typeof within>;

/** The fixed sources of the seeded market. */
export const SOURCE = {
  /** Bulk, 1200 吨 left, at least 10, shipper's delegation already signed. */
  bulk: 'S0001',
  /** Whole vehicle, no fence, no delegation. */
  whole: 'S0002',
  /** Bulk with a 1000 m fence at the centre of 石家庄市长安区. */
  fence: 'S0003',
  /** Bulk whose shipper needs a delegation the certified driver has not signed. */
  delegation: 'S0004',
  /** Bulk assigned to the certified driver (接单). */
  assignedBulk: 'S0005',
  /** Bulk with the last 32 吨 left. */
  lastLoad: 'S0007',
  /** Whole whose agreement preview carries a script and an onerror attribute. */
  unsafe: 'S0009',
  /** Bulk of 安徽恒通煤业, which blacklisted the certified driver. */
  blacklisted: 'S0008',
  /** Whole for 重型冷藏车 only: none of the certified driver's vehicles fits. */
  wrongType: 'S0012',
} as const;

const world = createSandbox({ seed: STORY_SEED });
const driver = world.control.user(SEEDED.certifiedDriver)!;
/** His waybills that hold their truck (待装货, 运输中): a truck carries one load at a time. */
const holding = world.control.market
  .waybills(SEEDED.certifiedDriver)
  .filter((w) => TRUCK_BUSY_WAYBILL_STATUSES.has(w.status));
const busyWaybill = holding.find((w) => w.status === 'toLoad')!;

/** The certified driver's vehicles: the default (usable), one busy with a waybill, a free one. */
export const CAR = {
  default: driver.cars.find((c) => c.isDefault)!.carNo,
  busy: busyWaybill.carNo,
  busyWaybillNo: busyWaybill.waybillNo,
  other: driver.cars.find((c) => !c.isDefault && !holding.some((w) => w.carNo === c.carNo))!.carNo,
  /** What the default vehicle may carry, in 吨 (its approved load). */
  defaultTons: driver.cars.find((c) => c.isDefault)!.loadWeight / 1000,
} as const;

/** Where the fence source loads (the district centre): standing here is inside its fence. */
const FENCE_ORIGIN = placeIn(districtPath('130102'), '', null);
export const FENCE_POINT = { longitude: FENCE_ORIGIN.longitude, latitude: FENCE_ORIGIN.latitude };

/** A fake phone standing at a point (parameters.bridge). */
export function phoneAt(point: { longitude: number; latitude: number }) {
  return { location: { mode: 'fixed' as const, fixed: point, accuracy: 10 } };
}

export function bodyOf(canvasElement: HTMLElement): Screen {
  return within(canvasElement.ownerDocument.body);
}

/** Waits until the routed screen's lazy chunk has loaded (the router shows 页面加载中 meanwhile). */
export async function loaded(canvasElement: HTMLElement): Promise<void> {
  const screen = bodyOf(canvasElement);
  await waitFor(() => expect(screen.queryByRole('status', { name: '页面加载中' })).toBeNull(), {
    timeout: 30_000,
  });
}

async function control(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await expect(res.ok).toBe(true);
  return res.json();
}

/** Another driver takes `quantity` of a source (all that is left by default). */
export function takenByOther(sourceId: string, quantity?: number) {
  return control('market/take', quantity === undefined ? { sourceId } : { sourceId, quantity });
}

/** How many injected faults are still waiting for their call (a `times: 1` fault leaves once hit). */
export async function pendingFaults(): Promise<number> {
  const res = await fetch('/__sandbox/faults');
  const answer = (await res.json()) as unknown[] | { data: unknown[] };
  return (Array.isArray(answer) ? answer : answer.data).length;
}

/** Changes the certified driver's account, as a tester would (`POST /__sandbox/user`). */
export function patchDriver(patch: Record<string, unknown>) {
  return control('user', { mobile: SEEDED.certifiedDriver, ...patch });
}

/** The certified driver's licence without (or with a changed) qualification certificate. */
export function patchQualification(patch: {
  qualificationCertificateNo?: string | null;
  qualificationValidTo?: string | null;
}) {
  return control('licence-qualification', { mobile: SEEDED.certifiedDriver, ...patch });
}

/** One gate row of /supply/ordertaking, by its title. */
export async function findGate(screen: Screen, title: string): Promise<HTMLElement> {
  return screen.findByRole('listitem', { name: title });
}

/** Waits until the gate shows its verdict (passed or failed) and returns the row. */
export async function gateSettled(
  screen: Screen,
  title: string,
  verdict: '已满足' | '未满足',
): Promise<HTMLElement> {
  const row = await findGate(screen, title);
  await waitFor(() => expect(row).toHaveTextContent(verdict), { timeout: 8000 });
  return row;
}

export const grabPath = {
  orderTaking: (id: string) => `/supply/ordertaking?id=${id}`,
  vehicle: (id: string) => `/supply/carryinfovehicle?id=${id}`,
  quantity: (id: string, carNo: string) =>
    `/supply/carryinfomodular?id=${id}&carNo=${encodeURIComponent(carNo)}`,
  agreement: (id: string, carNo: string, quantity?: string) =>
    `/supply/goodsagreement?id=${id}&carNo=${encodeURIComponent(carNo)}${
      quantity ? `&quantity=${quantity}` : ''
    }`,
};

/** The order-taking screen's 下一步 button. */
export const next = (canvasElement: HTMLElement) =>
  bodyOf(canvasElement).getByRole('button', { name: '下一步' });
