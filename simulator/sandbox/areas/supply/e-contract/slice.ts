/** The e-contract area: transport contracts, the framework contract, delegations and e-signature. */
import { defineSlice } from '../../slice';
import { contractRoutes } from './routes';
import { seedContracts } from './seed';
import { contractArea } from './types';

export const eContractSlice = defineSlice(contractArea, {
  version: 1,
  seed: seedContracts,
  routes: contractRoutes,
});
