/** The notice area: unread count, pages of notices, marking one read. */
import { defineSlice } from '../../slice';
import { noticeRoutes } from './routes';
import { seedNotices } from './seed';
import { noticeArea } from './types';

export const noticeSlice = defineSlice(noticeArea, {
  version: 2,
  seed: seedNotices,
  routes: noticeRoutes,
});
