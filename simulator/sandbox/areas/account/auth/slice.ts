/** The account area: users and sessions; login, registration, passwords and user look-ups. */
import { defineSlice } from '../../slice';
import { accountRoutes } from './routes';
import { seedAccounts } from './seed';
import { userByMobile } from './users';
import { accountArea } from './types';

export const accountSlice = defineSlice(accountArea, {
  version: 1,
  seed: seedAccounts,
  routes: accountRoutes,
  answers: { userByMobile },
});
