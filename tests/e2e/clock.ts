import { expect, type Sim } from '../../simulator/automation/fixture';

/**
 * Runs the page clock (`page.clock.install()` before `sim.open`) forward to `to` in 5-s steps and
 * lets every location call be answered before the next step, as a real minute would: the H5 polls
 * its position once a minute and sends that fix in the headers of every request. (One long jump would
 * fire a timer before the answer to the poll just before it had been delivered.)
 */
export async function advanceStepwise(sim: Sim, to: number): Promise<void> {
  for (;;) {
    const now = await sim.now();
    if (now >= to) return;
    await sim.advanceClockTo(Math.min(to, now + 5_000));
    await expect
      .poll(async () =>
        (await sim.timeline({ method: 'getLocation' })).some((e) => e.status === 'pending'),
      )
      .toBe(false);
  }
}
