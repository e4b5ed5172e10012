import type { Sim } from '../../simulator/automation/fixture';

/**
 * The driver touches the screen, at a spot with nothing on it (over an open dialog too): the first
 * input, which starts what the H5 defers until then — the bridge, the native services, the update
 * check (`whenIdle`). Tests that are not about that wait use it instead of idling for 5 s;
 * sim-start.spec.ts and the optional-update test prove the two ways it starts.
 */
export async function touchScreen(sim: Sim): Promise<void> {
  await sim.h5.locator('body').click({ position: { x: 4, y: 4 }, force: true });
}
