/**
 * The Playwright fixture: `test('…', async ({ sim }) => { await sim.open('/login'); … })`.
 * Each test starts from a re-seeded sandbox in its default scenario and a fresh simulator (the page is new per test, so
 * the fake native starts from its defaults unless the test loads a scenario).
 */
import { test as base, expect } from '@playwright/test';
import { createSim, type Sim } from './sim';

export const test = base.extend<{ sim: Sim }>({
  // The simulator is a desktop page around a phone frame, not a phone page itself.
  viewport: { width: 1280, height: 900 },
  isMobile: false,
  hasTouch: false,
  sim: async ({ page, baseURL }, provide) => {
    if (!baseURL) throw new Error('the simulator fixture needs use.baseURL');
    const sim = createSim(page, baseURL);
    // A reset keeps the current scenario: name the default, or a test inherits the last one's.
    await sim.sandbox.reset({ scenario: 'newDriver' });
    await provide(sim);
  },
});

export { expect };
export type { Sim };
