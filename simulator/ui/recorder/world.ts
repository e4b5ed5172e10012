/**
 * Putting the world where a file starts, as the headless runner does for it: the sandbox
 * re-seeded in the file's scenario (then its config and faults), the fake native's settings
 * loaded, the H5 logged out of its own storage and reopened at the file's start path.
 */
import { worldOf, type ScenarioFile } from '@sim/automation/scenario-steps';
import { h5, h5Status } from '../core/h5-controller';
import { native } from '../core/native';
import { sandboxClient } from '../core/sandbox-client';
import { loadScenario } from '../core/scenario-file';
import { h5Started, until } from './h5-query';

/** The simulator's own keys (core/persist.ts) stay; everything else in storage is the H5's. */
const SIMULATOR_KEY = 'driver-sim:';

function forgetH5Storage() {
  for (const key of Object.keys(localStorage))
    if (!key.startsWith(SIMULATOR_KEY)) localStorage.removeItem(key);
  sessionStorage.clear();
}

export async function restoreWorld(file: ScenarioFile): Promise<void> {
  await sandboxClient.reset({ scenario: file.sandbox?.scenario ?? 'newDriver' });
  native.controls.reset();
  await loadScenario(worldOf(file));
  native.controls.clearTimeline();
  forgetH5Storage();
  const before = h5Status.get().loads;
  h5.navigate(file.start ?? '/login');
  await until(() => h5Status.get().loads > before, 'the H5 document loaded', 15_000);
  await h5Started();
}
