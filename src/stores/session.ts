/**
 * The signed-in driver (§4): logged in ⇔ login info is non-empty and an Authorization value is
 * stored. Login info is cached in browser storage for as long as the login lasts (session, or the
 * refresh token's lifetime with remember-me); isCaptain (the role chosen for this visit) is
 * session-only. Setting or clearing login info also sets or clears the permission and role maps.
 */
import { create } from 'zustand';
import type { UserDetail } from '@/lib/contract/account/auth';
import { tokens } from '@/lib/http/tokens';
import { appStorage, sessionStore } from '@/lib/storage/browser-storage';
import { usePermissions } from './permissions';

export const LOGIN_INFO_STORAGE_KEY = 'loginInfo';
export const IS_CAPTAIN_STORAGE_KEY = 'isCaptain';

export interface SessionState {
  loginInfo: UserDetail | null;
  isCaptain: boolean;
  setLoginInfo(user: UserDetail | null): void;
  setIsCaptain(isCaptain: boolean): void;
  isLoggedIn(): boolean;
  /** Forgets the driver: login info, role choice, permissions and the tokens. */
  clear(): void;
}

function isNonEmpty(info: UserDetail | null): info is UserDetail {
  return info !== null && typeof info === 'object' && Object.keys(info).length > 0;
}

function readIsCaptain(): boolean {
  return sessionStore.getItem(IS_CAPTAIN_STORAGE_KEY) === 'true';
}

function writeIsCaptain(value: boolean): void {
  if (value) sessionStore.setItem(IS_CAPTAIN_STORAGE_KEY, 'true');
  else sessionStore.removeItem(IS_CAPTAIN_STORAGE_KEY);
}

export function createSessionStore() {
  return create<SessionState>()((set, get) => ({
    loginInfo: appStorage.get<UserDetail>(LOGIN_INFO_STORAGE_KEY),
    isCaptain: readIsCaptain(),
    setLoginInfo(user) {
      if (!isNonEmpty(user)) {
        appStorage.remove(LOGIN_INFO_STORAGE_KEY);
        usePermissions.getState().clear();
        set({ loginInfo: null });
        return;
      }
      appStorage.set(LOGIN_INFO_STORAGE_KEY, user, tokens.persistence());
      usePermissions.getState().setFromUser(user);
      writeIsCaptain(user.isCaptain === true);
      set({ loginInfo: user, isCaptain: user.isCaptain === true });
    },
    setIsCaptain(isCaptain) {
      writeIsCaptain(isCaptain);
      set({ isCaptain });
    },
    isLoggedIn() {
      return isNonEmpty(get().loginInfo) && tokens.authorization() !== null;
    },
    clear() {
      appStorage.remove(LOGIN_INFO_STORAGE_KEY);
      writeIsCaptain(false);
      usePermissions.getState().clear();
      tokens.clear();
      set({ loginInfo: null, isCaptain: false });
    },
  }));
}

export const useSession = createSessionStore();
