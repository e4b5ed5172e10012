/** The SMS area: sending and checking codes, and the inbox testers read them from. */
import { defineSlice } from '../../slice';
import { smsControl } from './control';
import { smsRoutes } from './routes';
import { smsArea } from './types';

export const smsSlice = defineSlice(smsArea, {
  version: 1,
  seed: () => ({ messages: [], sent: 0 }),
  routes: smsRoutes,
  control: smsControl,
});
