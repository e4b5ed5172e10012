/**
 * The bridge client arrives in its own chunk, after the first screen has painted: /login must not
 * wait for it (nor carry it in its first-load budget), and nothing on /login needs it at once.
 */
import type { BridgeClient } from '@/lib/bridge/bridge';

let loading: Promise<BridgeClient> | null = null;

export function loadBridge(): Promise<BridgeClient> {
  loading ??= import('@/lib/bridge/bridge').then((mod) => mod.bridge);
  return loading;
}
