/**
 * Shared steps of the trip screens' stories: the certified driver's seeded waybills (WB0005 toLoad
 * with a ¥120 premium, an unsigned contract and a loading window an hour away, WB0007 inTransit,
 * WB0008 toReceipt; all fenced), making WB0005 ready to pay or depart (contract signed, loading
 * opened, premium removed), and taking a photo.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createSandbox } from '@sim/sandbox/sandbox';
import { eContract } from '@/lib/contract/supply/e-contract';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { http } from '@/lib/http/client';
import { paths } from '@/lib/routing/paths';
import { STORY_SEED } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';

type Screen = ReturnType<typeof within>;

export const WB = { toLoad: 'WB0005', inTransit: 'WB0007', toReceipt: 'WB0008', done: 'WB0001' };

const world = createSandbox({ seed: STORY_SEED });
const trips = world.control.trip.waybills({ mobile: SEEDED.certifiedDriver });
const trip = (id: string) => trips.find((w) => w.id === id)!;

type Point = { longitude: number; latitude: number };
const at = (p: Point): Point => ({ longitude: p.longitude, latitude: p.latitude });

/** Where each seeded waybill loads and unloads (the fences' centres). */
export const POINT = {
  loading: at(trip(WB.toLoad).origin),
  farFromLoading: at(trip(WB.toLoad).destination),
  unloading: at(trip(WB.inTransit).destination),
  farFromUnloading: at(trip(WB.inTransit).origin),
};

export const tripRoute = {
  load: (id = WB.toLoad) => paths.waybillLoad.to({ id }),
  unload: (id = WB.inTransit) => paths.waybillUnload.to({ id }),
  receipt: (id = WB.toReceipt) => paths.waybillUploadReceipt.to({ id }),
};

/** A fake phone standing at a point (parameters.bridge). */
export function phoneAt(point: Point) {
  return { location: { mode: 'fixed' as const, fixed: point, accuracy: 10 } };
}

export function bodyOf(canvasElement: HTMLElement): Screen {
  return within(canvasElement.ownerDocument.body);
}

/** A 1×1 PNG: the smallest hand-drawn signature the platform takes. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The driver signed WB0005's contract, the shipper took the premium off and opened loading. */
export async function readyToDepart(): Promise<void> {
  await signContract();
  await removePremium();
  await openLoading();
}

/** The driver signed WB0005's contract and its loading is open: the premium may be paid. */
export async function readyToPay(): Promise<void> {
  await signContract();
  await openLoading();
}

/** WB0005's contract signed and its premium off, but its loading window not open yet. */
export async function signedBeforeWindow(): Promise<void> {
  await signContract();
  await removePremium();
}

/** The driver signed WB0005's transport contract (its premium is still unpaid). */
export async function signContract(): Promise<void> {
  const detail = await http.call(waybillTrip.getDetail, { id: WB.toLoad });
  await http.call(eContract.startTheProcessToESignById, {
    contractId: detail.contractId,
    signatureImage: SIGNATURE,
  });
}

async function tripControl(op: string, body: object): Promise<void> {
  const res = await fetch(`/__sandbox/trip/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`trip/${op} answered ${res.status}`);
}

const removePremium = () => tripControl('premium', { id: WB.toLoad, amount: 0 });

/**
 * The shipper opens WB0005's loading now: the stories' clock stands an hour before its window
 * (taken an hour ago, loading two hours after that).
 */
const openLoading = () => tripControl('open-loading', { id: WB.toLoad });

/** The screen has read its waybill. */
export async function loaded(screen: Screen, waybillNo: string): Promise<void> {
  await expect(await screen.findByText(waybillNo, {}, { timeout: 10_000 })).toBeVisible();
}

export const waybillNo = (id: string) => trip(id).waybillNo;

/** Takes one photo from the album through the uploader of the card `title`. */
export async function addPhoto(screen: Screen, title: string, count = 1): Promise<void> {
  const card = screen.getByRole('region', { name: title });
  await userEvent.click(within(card).getByRole('button', { name: new RegExp(`^${title}`) }));
  const sheet = await screen.findByRole('dialog', { name: '选择图片来源' });
  await userEvent.click(within(sheet).getByRole('button', { name: '从相册选择' }));
  await waitFor(
    () =>
      expect(within(card).getAllByRole('button', { name: /^查看第\d+张图片$/ })).toHaveLength(
        count,
      ),
    { timeout: 10_000 },
  );
}
