/**
 * Permission and role maps (key → true) from the login info, cached for as long as the login lasts,
 * with the all/any checks that `<Authorized>` and screens use. An empty list of keys asks for
 * nothing, so it always holds.
 */
import { create } from 'zustand';
import type { UserDetail } from '@/lib/contract/account/auth';
import { tokens } from '@/lib/http/tokens';
import { appStorage } from '@/lib/storage/browser-storage';

export type KeyMap = Record<string, true>;
export type MatchMode = 'all' | 'any';

export const PERMISSIONS_STORAGE_KEY = 'permissions';
export const ROLES_STORAGE_KEY = 'roles';

export interface PermissionsState {
  permissions: KeyMap;
  roles: KeyMap;
  setFromUser(user: Pick<UserDetail, 'permissions' | 'roles'> | null): void;
  hasAll(keys: readonly string[]): boolean;
  hasAny(keys: readonly string[]): boolean;
  hasRoles(roles: readonly string[]): boolean;
  hasAnyRole(roles: readonly string[]): boolean;
  /** Permissions and roles together, each matched by `mode`. */
  holds(need: {
    permissions?: readonly string[];
    roles?: readonly string[];
    mode?: MatchMode;
  }): boolean;
  clear(): void;
}

export function toKeyMap(keys: readonly string[] | null | undefined): KeyMap {
  const map: KeyMap = {};
  for (const key of keys ?? []) if (key) map[key] = true;
  return map;
}

function matches(map: KeyMap, keys: readonly string[] | undefined, mode: MatchMode): boolean {
  if (!keys || keys.length === 0) return true;
  return mode === 'all' ? keys.every((k) => map[k] === true) : keys.some((k) => map[k] === true);
}

export function createPermissionsStore() {
  return create<PermissionsState>()((set, get) => ({
    permissions: appStorage.get<KeyMap>(PERMISSIONS_STORAGE_KEY) ?? {},
    roles: appStorage.get<KeyMap>(ROLES_STORAGE_KEY) ?? {},
    setFromUser(user) {
      const permissions = toKeyMap(user?.permissions);
      const roles = toKeyMap(user?.roles);
      const expire = tokens.persistence();
      appStorage.set(PERMISSIONS_STORAGE_KEY, permissions, expire);
      appStorage.set(ROLES_STORAGE_KEY, roles, expire);
      set({ permissions, roles });
    },
    hasAll: (keys) => matches(get().permissions, keys, 'all'),
    hasAny: (keys) => matches(get().permissions, keys, 'any'),
    hasRoles: (roles) => matches(get().roles, roles, 'all'),
    hasAnyRole: (roles) => matches(get().roles, roles, 'any'),
    holds({ permissions, roles, mode = 'all' }) {
      const state = get();
      return matches(state.permissions, permissions, mode) && matches(state.roles, roles, mode);
    },
    clear() {
      appStorage.remove(PERMISSIONS_STORAGE_KEY);
      appStorage.remove(ROLES_STORAGE_KEY);
      set({ permissions: {}, roles: {} });
    },
  }));
}

export const usePermissions = createPermissionsStore();
