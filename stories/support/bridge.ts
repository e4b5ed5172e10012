/**
 * A fake native app for stories: `parameters.bridge` installs one into the story's window before
 * the story renders, exactly as the Android/iOS app injects `WebViewJavascriptBridge`, so the app's
 * bridge client runs in native mode against the simulator's fake native side.
 *
 *   parameters: { bridge: true }                                   // the default phone
 *   parameters: { bridge: { qr: { mode: 'text', text: '/i' } } }   // a SimStatePatch
 *
 * Without `parameters.bridge` no native side is installed and the client falls back to the browser
 * (web mode) after its 5 s wait. Play functions reach the fake through `storyNative()` (its
 * `records`, `controls`, `timeline()`). The app's client adopts a bridge that shows up later, but
 * never goes back to web mode within one story file: keep native and web stories in separate files.
 */
import { attachFakeNative } from '@sim/bridge/attach';
import type { FakeNative, SimRecord, SimRecordKind, SimStatePatch } from '@sim/bridge/api';
import { createFakeNative } from '@sim/bridge/fake-native';
import { BRIDGE_READY_EVENT } from '@/lib/bridge/protocol';
import { expect, waitFor } from 'storybook/test';

export type StoryBridge = true | SimStatePatch;

let installed: { native: FakeNative; detach: () => void } | null = null;

function uninstall(): void {
  if (!installed) return;
  installed.detach();
  installed.native.dispose();
  installed = null;
}

/** Called by .storybook/preview.tsx before each story. */
export function installStoryBridge(option: StoryBridge | undefined): void {
  uninstall();
  if (option === undefined) return;
  const native = createFakeNative({ state: option === true ? {} : option });
  installed = { native, detach: attachFakeNative(window, native) };
  // An earlier story may have left the client waiting or in web mode: announce the new bridge.
  document.dispatchEvent(new Event(BRIDGE_READY_EVENT));
}

/** The fake native side of the current story (fails when the story installed none). */
export function storyNative(): FakeNative {
  if (!installed) throw new Error('This story has no parameters.bridge: no fake native installed');
  return installed.native;
}

/** Waits until the app performed a native side effect of this kind; returns its records. */
export async function expectNativeRecord(
  kind: SimRecordKind,
  timeout = 3000,
): Promise<SimRecord[]> {
  let found: SimRecord[] = [];
  await waitFor(
    () => {
      found = storyNative().records.filter((r) => r.kind === kind);
      expect(found.length).toBeGreaterThan(0);
    },
    { timeout },
  );
  return found;
}
