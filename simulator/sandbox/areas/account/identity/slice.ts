/** The identity area: real-name records, their status and the avatar. */
import { defineSlice } from '../../slice';
import { seedEpoch } from '../../../store/time';
import { identityOf, personBehind } from './records';
import { identityRoutes } from './routes';
import { seedIdentities } from './seed';
import { identityArea } from './types';

export const identitySlice = defineSlice(identityArea, {
  version: 1,
  seed: seedIdentities,
  routes: identityRoutes,
  answers: {
    ocrPerson: (db, appUserId) =>
      identityOf(db, appUserId) ?? personBehind(db.state.seed, appUserId, 1, seedEpoch(db.now())),
  },
});
