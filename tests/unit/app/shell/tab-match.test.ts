import { describe, expect, it } from 'vitest';
import { isRouteRegistered } from '@/app/routing/route-lists';
import { activeTab } from '@/app/shell/tab-match';

const entries = [
  { key: 'home', path: '/' },
  { key: 'supply', path: '/supply' },
  { key: 'scan', path: null },
  { key: 'waybill', path: '/waybill' },
  { key: 'me', path: '/i' },
] as const;

describe('tab bar', () => {
  it('marks the tab of the current route, or the one above it', () => {
    expect(activeTab(entries, '/')).toBe('home');
    expect(activeTab(entries, '/waybill')).toBe('waybill');
    expect(activeTab(entries, '/waybill/search')).toBe('waybill');
    expect(activeTab(entries, '/i/about/aboutus')).toBe('me');
    expect(activeTab(entries, '/supplyx')).toBeNull();
    expect(activeTab(entries, '/login')).toBeNull();
  });

  it('only offers routes this build has', () => {
    expect(isRouteRegistered('/')).toBe(true);
    expect(isRouteRegistered('/loginPwd?redirect=%2F')).toBe(true);
    expect(isRouteRegistered('/i/about/agreement?type=user')).toBe(true);
    expect(isRouteRegistered('/supply')).toBe(true);
    expect(isRouteRegistered('/waybill')).toBe(true);
    expect(isRouteRegistered('/waybill/detailWhole')).toBe(true);
    expect(isRouteRegistered('/i')).toBe(true);
    expect(isRouteRegistered('/contract/customH5')).toBe(true);
    expect(isRouteRegistered('/no/such/screen')).toBe(false);
  });
});
