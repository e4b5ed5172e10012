import { beforeEach, describe, expect, it } from 'vitest';
import type { UserDetail } from '@/lib/contract/account/auth';
import { tokens } from '@/lib/http/tokens';
import {
  createMemoryStorage,
  setStorageBackends,
  type StorageLike,
} from '@/lib/storage/browser-storage';
import { usePermissions } from '@/stores/permissions';
import { createSessionStore, LOGIN_INFO_STORAGE_KEY } from '@/stores/session';
import { jwt, user } from './support';

let local: StorageLike;
let session: StorageLike;

beforeEach(() => {
  local = createMemoryStorage();
  session = createMemoryStorage();
  setStorageBackends({ local, session });
  usePermissions.getState().clear();
});

describe('isLoggedIn ⇔ login info non-empty AND an Authorization value stored', () => {
  const cases: Array<[string, UserDetail | null | Record<string, never>, boolean, boolean]> = [
    ['no login info, no token', null, false, false],
    ['no login info, token', null, true, false],
    ['empty login info, token', {}, true, false],
    ['login info, no token', user(), false, false],
    ['login info, token', user(), true, true],
  ];

  it.each(cases)('%s → %s', (_label, info, withToken, expected) => {
    const store = createSessionStore();
    if (withToken) tokens.save({ at: jwt(3600), rt: jwt(86_400) }, false);
    store.getState().setLoginInfo(info as UserDetail | null);
    expect(store.getState().isLoggedIn()).toBe(expected);
  });

  it('turns false as soon as the token is cleared elsewhere (e.g. 505001)', () => {
    const store = createSessionStore();
    tokens.save({ at: jwt(3600), rt: jwt(86_400) }, false);
    store.getState().setLoginInfo(user());
    expect(store.getState().isLoggedIn()).toBe(true);
    tokens.clear();
    expect(store.getState().isLoggedIn()).toBe(false);
  });
});

describe('login info cache', () => {
  it('survives re-creation of the store (a reload in the same session)', () => {
    tokens.save({ at: jwt(3600), rt: jwt(86_400) }, false);
    createSessionStore()
      .getState()
      .setLoginInfo(user({ realName: '李强' }));
    const reloaded = createSessionStore();
    expect(reloaded.getState().loginInfo?.realName).toBe('李强');
    expect(reloaded.getState().isLoggedIn()).toBe(true);
  });

  it('is session-only without remember-me, kept with the refresh token with it', () => {
    tokens.save({ at: jwt(3600), rt: jwt(86_400) }, false);
    createSessionStore().getState().setLoginInfo(user());
    expect(session.getItem(LOGIN_INFO_STORAGE_KEY)).not.toBeNull();
    expect(local.getItem(LOGIN_INFO_STORAGE_KEY)).toBeNull();

    tokens.save({ at: jwt(3600), rt: jwt(86_400) }, true);
    createSessionStore().getState().setLoginInfo(user());
    expect(local.getItem(LOGIN_INFO_STORAGE_KEY)).not.toBeNull();
    setStorageBackends({ local, session: createMemoryStorage() }); // app relaunched
    expect(createSessionStore().getState().loginInfo?.phone).toBe('13800000002');
  });

  it('isCaptain follows the login info, can be switched, and lives in session storage', () => {
    const store = createSessionStore();
    store.getState().setLoginInfo(user({ isCaptain: true }));
    expect(store.getState().isCaptain).toBe(true);
    expect(createSessionStore().getState().isCaptain).toBe(true);
    store.getState().setIsCaptain(false);
    expect(createSessionStore().getState().isCaptain).toBe(false);
    store.getState().setIsCaptain(true);
    expect(session.getItem('isCaptain')).toBe('true');
    expect(local.getItem('isCaptain')).toBeNull();
  });

  it('setting login info fills the permission and role maps', () => {
    createSessionStore()
      .getState()
      .setLoginInfo(user({ permissions: ['a'], roles: ['partner'] }));
    expect(usePermissions.getState().permissions).toEqual({ a: true });
    expect(usePermissions.getState().roles).toEqual({ partner: true });
  });
});

describe('clear()', () => {
  it('forgets login info, role choice, permissions and the tokens', () => {
    const store = createSessionStore();
    tokens.save({ at: jwt(3600), rt: jwt(86_400) }, true);
    store.getState().setLoginInfo(user({ isCaptain: true }));
    store.getState().clear();
    expect(store.getState()).toMatchObject({ loginInfo: null, isCaptain: false });
    expect(store.getState().isLoggedIn()).toBe(false);
    expect(tokens.getAccess()).toBeNull();
    expect(tokens.getRefresh()).toBeNull();
    expect(usePermissions.getState().permissions).toEqual({});
    expect(createSessionStore().getState().loginInfo).toBeNull();
  });
});
