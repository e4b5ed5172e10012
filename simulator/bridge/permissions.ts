/** The phone's permission model: a prompt is answered once, then the state sticks. */
import type { PermissionKind, PermissionState } from '@/lib/bridge/protocol';
import type { Runtime } from './runtime';

/** Shows the system prompt when not yet asked; 'denied' stays (Android "don't ask again"). */
export function requestPermissionState(rt: Runtime, kind: PermissionKind): PermissionState {
  const entry = rt.state().permissions[kind];
  if (entry.state !== 'prompt') return entry.state;
  const state: PermissionState = entry.promptAnswer === 'grant' ? 'granted' : 'denied';
  rt.update({ permissions: { [kind]: { state } } });
  return state;
}
