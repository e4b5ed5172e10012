/**
 * Every screen of this build with its meta (§2.1). A route is listed only when its screen is real;
 * later issues add theirs here. Public ones also appear in PUBLIC_PATHS (§2.2).
 */
import type { RouteMeta } from './route-meta';
import type { ScreenModule } from './route-lazy';
import { matchesPattern } from './public-paths';

export interface ScreenRoute {
  path: string;
  meta: RouteMeta;
  load: () => Promise<ScreenModule>;
}

const publicPage = { anyone: true, isBgw: true } as const;

const loginScreen = () => import('@/features/auth/screens/login-screen');

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  {
    path: '/',
    meta: { title: '首页', hasTabBar: true, deepth: 1 },
    load: () => import('@/features/home/screens/home-screen'),
  },
  {
    // Needs login like every route §2.2 does not list; the scan tab opens it (§2.1).
    path: '/home/qrcode',
    meta: { title: '扫一扫', isNav: true, isBgw: true, deepth: 2 },
    load: () => import('@/features/home/screens/qrcode-screen'),
  },

  { path: '/login', meta: { ...publicPage, title: '登录', deepth: 1 }, load: loginScreen },
  { path: '/loginPwd', meta: { ...publicPage, title: '登录', deepth: 1 }, load: loginScreen },
  {
    path: '/faceLogin',
    meta: { ...publicPage, title: '刷脸登录', isNav: true, deepth: 2 },
    load: () => import('@/features/auth/screens/face-login-screen'),
  },
  {
    path: '/faceVerify',
    meta: { ...publicPage, title: '人脸认证', isNav: true, deepth: 3 },
    load: () => import('@/features/auth/screens/face-verify-screen'),
  },
  {
    path: '/register',
    meta: { ...publicPage, title: '注册账号', isNav: true, deepth: 2 },
    load: () => import('@/features/auth/screens/register-screen'),
  },
  {
    path: '/findPwd',
    meta: { ...publicPage, title: '找回密码', isNav: true, deepth: 2 },
    load: () => import('@/features/auth/screens/find-password-screen'),
  },
  {
    path: '/resetPwd',
    meta: { ...publicPage, title: '设置新密码', isNav: true, deepth: 3 },
    load: () => import('@/features/auth/screens/reset-password-screen'),
  },
  {
    path: '/updataPwd',
    meta: { ...publicPage, title: '修改密码', isNav: true, deepth: 2 },
    load: () => import('@/features/auth/screens/update-password-screen'),
  },
  {
    path: '/verifyphone',
    meta: { ...publicPage, title: '验证手机号', isNav: true, deepth: 2 },
    load: () => import('@/features/auth/screens/verify-phone-screen'),
  },
  {
    path: '/verifycode',
    meta: { ...publicPage, title: '输入验证码', isNav: true, deepth: 3 },
    load: () => import('@/features/auth/screens/verify-code-screen'),
  },
  {
    path: '/verifygraph',
    meta: { ...publicPage, title: '安全验证', isNav: true, deepth: 3 },
    load: () => import('@/features/auth/screens/verify-graph-screen'),
  },
  {
    path: '/verifyAgree',
    meta: { ...publicPage, title: '签署协议', isNav: true, deepth: 3 },
    load: () => import('@/features/auth/screens/verify-agree-screen'),
  },
  {
    path: '/seleteRole',
    meta: { ...publicPage, title: '选择身份', isNav: true, deepth: 2 },
    load: () => import('@/features/auth/screens/select-role-screen'),
  },
  {
    path: '/auth/redirect',
    meta: { ...publicPage, title: '正在跳转', deepth: 1 },
    load: () => import('@/features/auth/screens/auth-redirect-screen'),
  },

  {
    path: '/i/about/aboutus',
    meta: { anyone: true, title: '关于我们', isNav: true, deepth: 2 },
    load: () => import('@/features/about/screens/about-us-screen'),
  },
  {
    path: '/i/about/agreement',
    meta: { ...publicPage, title: '协议详情', isNav: true, deepth: 3 },
    load: () => import('@/features/about/screens/agreement-screen'),
  },

  {
    path: '/401',
    meta: { title: '暂无权限', isNav: true, isBgw: true, deepth: 2 },
    load: () => import('./unauthorized-screen'),
  },
];

/** The catch-all: needs login like every unlisted path, unless the path is public (§2.2). */
export const NOT_FOUND_ROUTE: ScreenRoute = {
  path: '*',
  meta: { title: '页面不存在', isNav: true, isBgw: true, deepth: 2 },
  load: () => import('./not-found-screen'),
};

/** Whether this build has a screen at `path` (tab entries and links to later screens ask this). */
export function isRouteRegistered(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return SCREEN_ROUTES.some((route) => matchesPattern(route.path, pathname));
}
