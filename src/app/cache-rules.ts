/**
 * §2.1: transitions that drop every kept-alive screen, checked on each navigation. `*` matches any
 * path. The spec's three, plus: /login is the same screen as /loginPwd, and arriving at the login
 * screen from anywhere (logout, expired session) so a new driver never sees the last one's screens.
 */
import { LOGIN_PATHS, matchesPattern } from './public-paths';

export interface CacheClearRule {
  from: string;
  to: string;
}

export const CACHE_CLEAR_RULES: readonly CacheClearRule[] = [
  { from: '/supply/goodsagreement', to: '/waybill' },
  { from: '/i/car/add/confirm', to: '/i' },
  { from: '/loginPwd', to: '/' },
  { from: '/login', to: '/' },
  ...LOGIN_PATHS.map((to) => ({ from: '*', to })),
];

function matches(pattern: string, pathname: string): boolean {
  return pattern === '*' || matchesPattern(pattern, pathname);
}

export function shouldClearCache(
  from: string | null,
  to: string,
  rules: readonly CacheClearRule[] = CACHE_CLEAR_RULES,
): boolean {
  if (from === null || from === to) return false;
  return rules.some((rule) => matches(rule.from, from) && matches(rule.to, to));
}
