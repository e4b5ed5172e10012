/**
 * What the fuel station stories share: the page body, generous waits, the seeded stations near the
 * simulator's default position, the API paths they count, a sign-in and an order draft made through
 * the app's own API before the screen opens, and the analytics events the app queued.
 */
import { expect, waitFor, within } from 'storybook/test';
import { drainTrackQueue } from '@/app/tracking/track-queue';
import {
  fuel,
  type FuelPrice,
  type OilType,
  type StationPrices,
} from '@/lib/contract/fuel/station';
import { license } from '@/lib/contract/account/license';
import type { CarLicense } from '@/lib/contract/account/license';
import { tokens } from '@/lib/http/tokens';
import { currentUrl } from '../../../support/router';

export const SLOW = { timeout: 15_000 };
export const CERTIFIED = '13800000002';

/** ~0.4 km from the default position, takes both cards. */
export const NEAR = { id: 'ST0001', name: '北京前门东大街加油站' };
/** ~2 km away, new card only. */
export const NEW_ONLY = { id: 'ST0002', name: '北京西长安街加油站' };
/** About 10 km from the stations: too far to sign in. */
export const FAR_AWAY = { longitude: 116.5, latitude: 39.95 };

export const listPath = fuel.listPage.path;
export const signInPath = fuel.signIn.path;
export const pushPath = fuel.gdOliOrderPush.path;

export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export async function expectUrl(pattern: RegExp): Promise<void> {
  await waitFor(() => expect(currentUrl()).toMatch(pattern), { timeout: 10_000 });
}

async function api<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      Authorization: tokens.authorization() ?? '',
    },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { data: T; msg?: string };
  if (answer.data === undefined || answer.data === null) {
    throw new Error(`${path}: ${answer.msg ?? res.status}`);
  }
  return answer.data;
}

/** The story driver's default (or first) vehicle. */
export async function defaultCarNo(): Promise<string> {
  const cars = await api<CarLicense[]>(license.listCarLicenses.path, {});
  const car = cars.find((c) => c.isDefault) ?? cars[0];
  if (!car) throw new Error('the story driver has no vehicle');
  return car.carNo;
}

/** Signs the story driver in at a station (at its door) and remembers the vehicle as the app does. */
export async function signInAt(station = NEAR.id): Promise<string> {
  const carNo = await defaultCarNo();
  await api(signInPath, {
    stationId: station,
    carNo,
    longitude: 116.401,
    latitude: 39.911,
  });
  sessionStorage.setItem('fuel-sign-in-vehicles', JSON.stringify({ [station]: carNo }));
  return carNo;
}

/** Today's first product of a station for a card, as the price call answers it. */
export async function firstProduct(
  station = NEAR.id,
  oilType: OilType = 'new',
): Promise<FuelPrice> {
  const ep = oilType === 'old' ? fuel.getOilPriceOld : fuel.getOilPrice;
  const prices = await api<StationPrices>(ep.path, { stationId: station });
  const first = prices.prices[0];
  if (!first) throw new Error('no prices');
  return first;
}

/** The order draft the payment screen keeps (draft.ts): ¥200 of the first product. */
export async function keepDraft(amount = 20_000): Promise<FuelPrice> {
  const carNo = await signInAt();
  const product = await firstProduct();
  const centi = Math.floor((amount * 100) / product.cardPrice);
  sessionStorage.setItem(
    'fuel-order-draft',
    JSON.stringify({
      stationId: NEAR.id,
      stationName: NEAR.name,
      oilType: 'new',
      carNo,
      product,
      mode: 'amount',
      value: amount,
      litres: centi / 100,
      totalPrice: amount,
      discount: 0,
    }),
  );
  return product;
}

/** Events queued by the app since the last call, by id. */
export function trackedEvents(eventId: number) {
  return drainTrackQueue().filter((e) => e.eventId === eventId);
}

export function headerOf(headers: Record<string, string> | undefined, name: string) {
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? headers?.[key] : undefined;
}
