/**
 * §2.1: transitions that drop every kept-alive screen, checked on each navigation. `*` matches any
 * path. The spec's three, plus: /login is the same screen as /loginPwd; arriving at the login
 * screen from anywhere (logout, expired session) so a new driver never sees the last one's screens;
 * and a signed contract returning to /waybill, whose cards show the contract's state.
 */
import { matchesPattern } from '@/lib/routing/match';
import { paths } from '@/lib/routing/paths';
import { LOGIN_PATHS } from './route-lists';

export interface CacheClearRule {
  from: string;
  to: string;
}

export const CACHE_CLEAR_RULES: readonly CacheClearRule[] = [
  { from: paths.goodsAgreement.pattern, to: paths.waybill.pattern },
  { from: paths.contractSignatures.pattern, to: paths.waybill.pattern },
  { from: paths.carAddConfirm.pattern, to: paths.me.pattern },
  ...LOGIN_PATHS.map((from) => ({ from, to: paths.home.pattern })),
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
