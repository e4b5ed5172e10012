import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, setStorageBackends } from '@/lib/storage/browser-storage';
import { PERSONAL_HOME_ROLES } from '@/lib/domain/roles';
import { createPermissionsStore, toKeyMap } from '@/stores/permissions';

beforeEach(() =>
  setStorageBackends({ local: createMemoryStorage(), session: createMemoryStorage() }),
);

function seeded() {
  const store = createPermissionsStore();
  store.getState().setFromUser({
    permissions: ['waybill:view', 'wallet:withdraw'],
    roles: ['driver', 'partner'],
  });
  return store.getState();
}

describe('permission and role maps', () => {
  it('are maps key → true', () => {
    expect(toKeyMap(['a', 'b', '', 'a'])).toEqual({ a: true, b: true });
    const s = seeded();
    expect(s.permissions).toEqual({ 'waybill:view': true, 'wallet:withdraw': true });
    expect(s.roles).toEqual({ driver: true, partner: true });
  });

  it('hasAll needs every permission', () => {
    const s = seeded();
    expect(s.hasAll(['waybill:view', 'wallet:withdraw'])).toBe(true);
    expect(s.hasAll(['waybill:view', 'bank:bind'])).toBe(false);
  });

  it('hasAny needs one of them', () => {
    const s = seeded();
    expect(s.hasAny(['bank:bind', 'wallet:withdraw'])).toBe(true);
    expect(s.hasAny(['bank:bind', 'fuel:sign'])).toBe(false);
  });

  it('hasRoles needs every role, hasAnyRole one of them', () => {
    const s = seeded();
    expect(s.hasRoles(['driver', 'partner'])).toBe(true);
    expect(s.hasRoles(['partner', 'promoter'])).toBe(false);
    expect(s.hasAnyRole(['partner', 'promoter'])).toBe(true);
    expect(s.hasAnyRole(['captain', 'promoter'])).toBe(false);
  });

  it('an empty list asks for nothing', () => {
    const s = seeded();
    expect(s.hasAll([])).toBe(true);
    expect(s.hasAny([])).toBe(true);
    expect(s.hasRoles([])).toBe(true);
  });

  it('holds() combines permissions and roles, each by mode', () => {
    const s = seeded();
    expect(s.holds({ permissions: ['waybill:view'], roles: ['partner'] })).toBe(true);
    expect(s.holds({ permissions: ['waybill:view'], roles: ['promoter'] })).toBe(false);
    expect(
      s.holds({ permissions: ['x', 'waybill:view'], roles: ['promoter', 'partner'], mode: 'any' }),
    ).toBe(true);
    expect(s.holds({ permissions: ['x', 'waybill:view'], mode: 'all' })).toBe(false);
  });

  it('are cached: a re-created store has them; clear() forgets them', () => {
    seeded();
    const again = createPermissionsStore();
    expect(again.getState().hasAll(['wallet:withdraw'])).toBe(true);
    again.getState().clear();
    expect(createPermissionsStore().getState().permissions).toEqual({});
  });

  it('a user without lists (or no user) holds nothing', () => {
    const store = createPermissionsStore();
    store.getState().setFromUser(null);
    expect(store.getState().hasAny(['a'])).toBe(false);
  });
});

describe('the personal homepage roles (§2.3, §6)', () => {
  const holding = (roles: string[]) => {
    const store = createPermissionsStore();
    store.getState().setFromUser({ permissions: [], roles });
    return store.getState().hasAnyRole(PERSONAL_HOME_ROLES);
  };

  it('are partner and promoter, either one enough', () => {
    expect(PERSONAL_HOME_ROLES).toEqual(['partner', 'promoter']);
    expect(holding(['driver', 'partner'])).toBe(true);
    expect(holding(['promoter'])).toBe(true);
  });

  it('are not held by a certified driver or a captain', () => {
    expect(holding(['driver'])).toBe(false);
    expect(holding(['driver', 'captain'])).toBe(false);
    expect(holding([])).toBe(false);
  });
});
