/** The message area's screens (issue 11). Flags are stated in each route's meta only. */
import { paths } from '@/lib/routing/paths';
import type { ScreenRoute } from '../../routing/screen-route';

export const messageRoutes: readonly ScreenRoute[] = [
  {
    path: paths.myMessage.pattern,
    meta: { title: '我的消息', isNav: true, deepth: 2, isRedirectTarget: true },
    load: () => import('@/features/me/messages/screens/my-message-screen'),
  },
  {
    path: paths.messageDetail.pattern,
    meta: { title: '消息详情', isNav: true, isBgw: true, deepth: 3 },
    load: () => import('@/features/me/messages/screens/message-detail-screen'),
  },
  {
    path: paths.blacklist.pattern,
    meta: { title: '黑名单', isNav: true, deepth: 2, isRedirectTarget: true },
    load: () => import('@/features/me/service/screens/blacklist-screen'),
  },
  {
    path: paths.downloadApp.pattern,
    meta: { title: '下载App', isNav: true, isBgw: true, deepth: 2, isRedirectTarget: true },
    load: () => import('@/features/me/service/screens/download-app-screen'),
  },
  {
    path: paths.shareCode.pattern,
    meta: { anyone: true, title: '邀请码', isNav: true, deepth: 2, isRedirectTarget: true },
    load: () => import('@/features/me/service/screens/share-code-screen'),
  },
];
