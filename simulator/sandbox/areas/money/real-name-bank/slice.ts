/** The bank's real-name check of members (§4 "Bank real-name entry"): codes, applications, results. */
import { defineSlice } from '../../slice';
import { realNameBankRoutes } from './routes';
import { seedRealNameBank } from './seed';
import { realNameBankArea } from './types';

export const realNameBankSlice = defineSlice(realNameBankArea, {
  version: 1,
  seed: seedRealNameBank,
  routes: realNameBankRoutes,
});
