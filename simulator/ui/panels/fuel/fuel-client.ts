/** The fuel control endpoints (/__sandbox/fuel/*, simulator/sandbox/areas/fuel/card/control.ts). */
import type { FuelBill, FuelOrder, OilType } from '@/lib/contract/fuel/station';
import type { FuelDriverView, FuelStationSummary } from '@sim/sandbox/areas/fuel/card/control';
import { controlCall } from '../control-call';

export type { FuelDriverView, FuelStationSummary };

const call = controlCall('fuel');

export interface PriceFix {
  listPrice: number;
  cardPriceNew: number;
  cardPriceOld: number;
}

export const fuelClient = {
  driver: (mobile: string) =>
    call<FuelDriverView>('GET', `driver?mobile=${encodeURIComponent(mobile)}`),
  stations: () => call<FuelStationSummary[]>('GET', 'stations'),
  /** The attendant fuels a paid order. */
  fuel: (orderNo: string) => call<FuelOrder>('POST', 'fuel', { orderNo }),
  /** The station refunds a paid order (the money goes back on the card). */
  refund: (orderNo: string, reason: string) =>
    call<FuelOrder>('POST', 'refund', { orderNo, reason }),
  /** The fleet loads `amount` fen on a card. */
  recharge: (mobile: string, oilType: OilType, amount: number) =>
    call<FuelBill>('POST', 'recharge', { mobile, oilType, amount }),
  /** Fen per unit; null goes back to the day's drifting prices. */
  setPrice: (stationId: string, oilNo: string, fix: PriceFix | null) =>
    call<FuelStationSummary>('POST', 'price', { stationId, oilNo, ...(fix ?? {}) }),
};
