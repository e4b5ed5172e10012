/**
 * The fuel domain's paths (§2.3): the fuel cards' balances, orders and bills (/i/fuel-balance/*),
 * and the stations where the card pays (/i/fuel-station/*). `oilType` picks the card generation
 * (old or new); none means the new card.
 */
import type { FuelBillKind, FuelOrderState, OilType } from '@/lib/contract/fuel/station';
import { appPath } from '../path-builder';

type CardQuery = { oilType?: OilType };
type StationQuery = { stationId: string; oilType?: OilType };

export const fuelPaths = {
  /** Both cards' balances, the vehicles the card may fuel, and the ways into orders and bills. */
  fuelBalance: appPath<'/i/fuel-balance', CardQuery>('/i/fuel-balance'),
  /** One card: its balance and its bills (充值, 消费, 退款) by month. */
  fuelBalanceDetail: appPath<
    '/i/fuel-balance/detail',
    CardQuery & { month?: string; kind?: FuelBillKind }
  >('/i/fuel-balance/detail'),
  /** One bill of a card, with the order it belongs to. */
  fuelExpenseDetail: appPath<'/i/fuel-balance/expense-detail', CardQuery & { billNo: string }>(
    '/i/fuel-balance/expense-detail',
  ),
  /** A card's fuel orders with their totals, by state and month. */
  fuelOrderList: appPath<
    '/i/fuel-balance/order-list',
    CardQuery & { month?: string; state?: FuelOrderState }
  >('/i/fuel-balance/order-list'),
  /** One order: its 核销码 while it waits at the pump, its bills, its station. */
  fuelOrderDetail: appPath<'/i/fuel-balance/order-detail', CardQuery & { orderNo: string }>(
    '/i/fuel-balance/order-detail',
  ),

  /** Stations near the driver that take the card, with today's prices. */
  fuelStationList: appPath<'/i/fuel-station', CardQuery>('/i/fuel-station'),
  /** One station: prices of the day, address, hours; sign-in and ordering start here. */
  fuelStationDetail: appPath<'/i/fuel-station/detail', StationQuery>('/i/fuel-station/detail'),
  /** 到站签到 at a station (the phone's position must be near it). */
  fuelStationSignIn: appPath<'/i/fuel-station/sign-in', StationQuery>('/i/fuel-station/sign-in'),
  /** The order: product, by amount or litres, vehicle, the fen-exact price. */
  fuelStationPayment: appPath<'/i/fuel-station/payment', StationQuery>('/i/fuel-station/payment'),
  /** The SMS confirmation of the payment; the order draft is kept in the session. */
  fuelStationVerificationCode: appPath('/i/fuel-station/verification-code'),
} as const;
