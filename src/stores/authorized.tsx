/**
 * Shows its children only when the driver holds the given permissions and roles (§6): with
 * mode "all" every listed key is needed, with "any" one of each list is enough.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { usePermissions, type MatchMode } from './permissions';

export interface AuthorizedProps {
  permissions?: readonly string[];
  roles?: readonly string[];
  mode?: MatchMode;
  /** Rendered instead of the children when they do not hold. */
  fallback?: ReactNode;
  children?: ReactNode;
}

// The current state also serves server rendering (prerender, tests): zustand's own hook would use
// the store's initial state there.
const snapshot = () => usePermissions.getState();

export function Authorized({
  permissions,
  roles,
  mode = 'all',
  fallback = null,
  children,
}: AuthorizedProps) {
  const state = useSyncExternalStore(usePermissions.subscribe, snapshot, snapshot);
  const allowed = state.holds({ permissions, roles, mode });
  return <>{allowed ? children : fallback}</>;
}
