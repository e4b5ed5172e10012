/** The collection-account area: the accounts people collect freight into (§2.6). */
import { defineSlice } from '../../slice';
import { accountsOf } from './records';
import { collectionAccountRoutes } from './routes';
import { seedCollectionAccounts } from './seed';
import { collectionAccountArea } from './types';

export const collectionAccountSlice = defineSlice(collectionAccountArea, {
  version: 1,
  seed: seedCollectionAccounts,
  routes: collectionAccountRoutes,
  answers: { collectionAccountsOf: accountsOf },
});
