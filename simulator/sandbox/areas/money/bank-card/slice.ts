/** The bank area: the bank-name search of §7.2 and the drivers' bound cards (bankInfoDMC). */
import { defineSlice } from '../../slice';
import { bankRoutes } from './routes';
import { seedBank } from './seed';
import { bankArea } from './types';

export const bankSlice = defineSlice(bankArea, {
  version: 2,
  seed: seedBank,
  routes: bankRoutes,
});
