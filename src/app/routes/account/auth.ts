/** Signing in and the account journeys around it (§2.2, §4): all public. */
import { paths } from '@/lib/routing/paths';
import type { RouteMeta } from '@/lib/routing/route-meta';
import type { ScreenRoute } from '../../routing/screen-route';

const page = (meta: RouteMeta): RouteMeta => ({ anyone: true, isBgw: true, ...meta });
const loginScreen = () => import('@/features/account/auth/screens/login-screen');
const login: RouteMeta = { title: '登录', deepth: 1, isLogin: true, isSignIn: true };

export const authRoutes: readonly ScreenRoute[] = [
  {
    path: paths.login.pattern,
    meta: page({ ...login, isRedirectTarget: true }),
    load: loginScreen,
  },
  {
    path: paths.loginPwd.pattern,
    meta: page({ ...login, isRedirectTarget: true }),
    load: loginScreen,
  },
  {
    path: paths.faceLogin.pattern,
    meta: page({ title: '刷脸登录', isNav: true, deepth: 2, isSignIn: true }),
    load: () => import('@/features/account/auth/screens/face-login-screen'),
  },
  {
    path: paths.faceVerify.pattern,
    meta: page({
      title: '人脸认证',
      isNav: true,
      deepth: 3,
      isSignIn: true,
      isRedirectTarget: true,
    }),
    load: () => import('@/features/account/auth/screens/face-verify-screen'),
  },
  {
    path: paths.register.pattern,
    meta: page({ title: '注册账号', isNav: true, deepth: 2, isSignIn: true }),
    load: () => import('@/features/account/auth/screens/register-screen'),
  },
  {
    path: paths.findPwd.pattern,
    meta: page({ title: '找回密码', isNav: true, deepth: 2 }),
    load: () => import('@/features/account/auth/screens/find-password-screen'),
  },
  {
    path: paths.resetPwd.pattern,
    meta: page({ title: '设置新密码', isNav: true, deepth: 3 }),
    load: () => import('@/features/account/auth/screens/reset-password-screen'),
  },
  {
    path: paths.updataPwd.pattern,
    meta: page({ title: '修改密码', isNav: true, deepth: 2 }),
    load: () => import('@/features/account/auth/screens/update-password-screen'),
  },
  {
    path: paths.verifyPhone.pattern,
    meta: page({ title: '验证手机号', isNav: true, deepth: 2 }),
    load: () => import('@/features/account/auth/screens/verify-phone-screen'),
  },
  {
    path: paths.verifyCode.pattern,
    meta: page({ title: '输入验证码', isNav: true, deepth: 3 }),
    load: () => import('@/features/account/auth/screens/verify-code-screen'),
  },
  {
    path: paths.verifyGraph.pattern,
    meta: page({ title: '安全验证', isNav: true, deepth: 3 }),
    load: () => import('@/features/account/auth/screens/verify-graph-screen'),
  },
  {
    path: paths.verifyAgree.pattern,
    meta: page({ title: '签署协议', isNav: true, deepth: 3, isRedirectTarget: true }),
    load: () => import('@/features/account/auth/screens/verify-agree-screen'),
  },
  {
    path: paths.selectRole.pattern,
    meta: page({ title: '选择身份', isNav: true, deepth: 2 }),
    load: () => import('@/features/account/auth/screens/select-role-screen'),
  },
  {
    path: paths.authRedirect.pattern,
    meta: page({ title: '正在跳转', deepth: 1, isSignIn: true }),
    load: () => import('@/features/account/auth/screens/auth-redirect-screen'),
  },
];
