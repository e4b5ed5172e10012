/**
 * Fuel-card balances (sdc gd/oil/driver/, JSON, §3, §7.4). §3 names the fields but §7.4 does not
 * list the balance call; its path `gd/oil/driver/getOilCardBalance` is this project's choice
 * (docs/api-contract.md).
 */
import { endpoint, type Empty } from '../endpoint';

/** §3 fuel card balance, in fen (integers) like every amount of the contract. */
export interface FuelCardBalance {
  /** Balance of the old fuel card (oilType `old`). */
  oilLeftPrice: number;
  /** Balance of the new fuel card (oilType `new`). */
  gasLeftPrice: number;
}

export const fuelCard = {
  getOilCardBalance: endpoint<Empty, FuelCardBalance>('sdc', 'gd/oil/driver/getOilCardBalance'),
} as const;
