/**
 * The driver's money figures that several areas read (fcc, §3, §7.2): the wallet balance and the
 * settlement figures of the last 30 days. Amounts are in fen (integers); the spec's "price values
 * divided by 100 for display" happens only at the edge (MoneyText).
 */
import { endpoint, type Empty } from './endpoint';

/** §3 balance. */
export interface DriverBalance {
  /** Withdrawable now, in fen. */
  availableBalance: number;
  /** Held by withdrawals under review, in fen. */
  frozenBalance: number;
}

/** §3 personal homepage figures. */
export interface DriverThirtyDayAmount {
  /** Vehicles that settled freight with the driver in the last 30 days. */
  settlementVehicleNumber: number;
  /** Freight settled to the driver in the last 30 days, in fen. */
  driverThirtyDayAmount: number;
  /** Waybills the driver has completed since joining. */
  completedOrderCount: number;
}

export const money = {
  getBalanceByDriver: endpoint<Empty, DriverBalance>('fcc', 'accountBalance/getBalanceByDriver'),
  getDriverThirtyDayAmount: endpoint<Empty, DriverThirtyDayAmount>(
    'fcc',
    'driverRecord/getDriverThirtyDayAmount',
  ),
} as const;
