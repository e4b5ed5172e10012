/** The notice area: unread count and pages of notices. */
import { defineSlice } from '../slice';
import { noticeRoutes } from './routes';
import { seedNotices } from './seed';
import { noticeArea } from './types';

export const noticeSlice = defineSlice(noticeArea, {
  version: 1,
  seed: seedNotices,
  routes: noticeRoutes,
});
