/** The event-record area: analytics batches, stored for testers to inspect. */
import { defineSlice } from '../../slice';
import { eventRecordControl } from './control';
import { eventRecordRoutes } from './routes';
import { eventRecordArea } from './types';

export const eventRecordSlice = defineSlice(eventRecordArea, {
  version: 1,
  seed: () => ({ events: [] }),
  routes: eventRecordRoutes,
  control: eventRecordControl,
});
