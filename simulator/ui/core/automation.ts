/**
 * `window.__driverSim`: the simulator's scripted API (Playwright drives it through page.evaluate,
 * testers through the console). Every argument and result is plain JSON. See ../README.md.
 */
import type { FakeNative, SimControls } from '@sim/bridge/api';
import { attachFakeNative } from '@sim/bridge/attach';
import { DEVICE_PRESETS, type DevicePresetId } from '../device/device-presets';
import { emulateLegacyWebView } from '../device/legacy-webview';
import { choosePreset } from './device-sync';
import { firstH5Load, h5, h5Status } from './h5-controller';
import { native } from './native';
import {
  sandboxClient,
  type FaultSpec,
  type ScenarioName,
  type UserPatch,
  type UserSummary,
} from './sandbox-client';
import { loadScenario, saveScenario, type SimulatorScenario } from './scenario-file';
import { uiSettings } from './ui-settings';
import { captureDocument, captureNavigation, installCapture } from '../recorder/capture';
import { watchErrors, watchRequests } from '../recorder/h5-document';
import { recorderApi, type RecorderApi } from '../recorder/recorder-api';

export interface DriverSim {
  /** Called by the H5 document's bootstrap (server-injected) before its scripts run. */
  attach(win: Window): void;
  native: FakeNative;
  controls: SimControls;
  sandbox: {
    scenario(name: ScenarioName): Promise<{ name: ScenarioName }>;
    reset(): Promise<unknown>;
    fault(spec: FaultSpec): Promise<unknown>;
    clearFaults(): Promise<unknown>;
    sms(
      mobile?: string,
    ): Promise<{ mobile: string; template: string; code: string; time: string }[]>;
    users(): Promise<UserSummary[]>;
    updateUser(mobile: string, patch: UserPatch): Promise<UserSummary>;
  };
  h5: {
    reload(): void;
    navigate(path: string): void;
    path(): string;
    /** Documents loaded so far; wait for it to grow after reload()/navigate(). */
    loads(): number;
  };
  /** Reads, or switches, the phone frame (which also sets the fake native's platform). */
  device(preset?: DevicePresetId): DevicePresetId;
  /** A whole scenario: fake-native settings plus the sandbox's scenario, config and faults. */
  load(scenario: SimulatorScenario | string): Promise<SimulatorScenario>;
  save(name?: string): Promise<SimulatorScenario>;
  /** Resolves once the simulator is rendered and the first H5 document has loaded. */
  ready: Promise<void>;
  /** The testers' recorder: its steps and files, and the page's own pictures of the H5. */
  recorder: RecorderApi;
}

/**
 * A document asks once; a second call (a stray script) must not give it a second bridge. Keyed by
 * document, not window: an iframe keeps its WindowProxy across reloads and navigations, and every
 * new document needs its own bridge.
 */
const attached = new WeakSet<Document>();

function attach(win: Window): void {
  if (attached.has(win.document)) return;
  attached.add(win.document);
  const detach = attachFakeNative(win, native);
  // Before the H5's scripts: its errors and the tester's taps are seen from the first one.
  watchErrors(win);
  watchRequests(win);
  captureDocument(win);
  // An old-WebView phone: the H5's frame loses the APIs that WebView lacks, before its scripts run.
  const { webview } = DEVICE_PRESETS[uiSettings.get().preset];
  if (webview) emulateLegacyWebView(win, webview);
  // The document is going away (reload, navigation): its watches and callbacks end with it.
  win.addEventListener('pagehide', detach, { once: true });
}

export function createDriverSim(rendered: Promise<void>): DriverSim {
  installCapture();
  return {
    attach,
    native,
    controls: native.controls,
    sandbox: {
      scenario: (name) => sandboxClient.scenario(name),
      reset: () => sandboxClient.reset(),
      fault: (spec) => sandboxClient.fault(spec),
      clearFaults: () => sandboxClient.clearFaults(),
      sms: (mobile) => sandboxClient.sms(mobile),
      users: () => sandboxClient.users(),
      updateUser: (mobile, patch) => sandboxClient.updateUser(mobile, patch),
    },
    h5: {
      reload: () => h5.reload(),
      navigate: (path) => {
        captureNavigation(path);
        h5.navigate(path);
      },
      path: () => h5.path(),
      loads: () => h5Status.get().loads,
    },
    device(preset) {
      if (preset !== undefined) {
        if (!Object.hasOwn(DEVICE_PRESETS, preset)) throw new Error(`unknown device ${preset}`);
        choosePreset(preset);
      }
      return uiSettings.get().preset;
    },
    load: (scenario) => loadScenario(scenario),
    save: (name) => saveScenario(name),
    ready: Promise.all([rendered, firstH5Load]).then(() => undefined),
    recorder: recorderApi,
  };
}
