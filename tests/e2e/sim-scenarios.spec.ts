import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../../simulator/automation/fixture';
import { runScenario } from '../../simulator/automation/scenario-runner';
import type { ScenarioFile } from '../../simulator/automation/scenario-steps';

const DIR = join(import.meta.dirname, '../../simulator/automation/scenarios');
/** Played by a spec of their own, which also checks what they leave on the platform. */
const OWN_SPEC = new Set(['drivers-day.json']); // sim-scenario-day.spec.ts
const files = readdirSync(DIR).filter((name) => name.endsWith('.json') && !OWN_SPEC.has(name));

test('the example scenarios exist', () => {
  expect(files.length).toBeGreaterThanOrEqual(3);
});

for (const name of files) {
  test(`scenario ${name} passes every step`, async ({ sim }) => {
    const file = JSON.parse(readFileSync(join(DIR, name), 'utf8')) as ScenarioFile;
    expect(file.steps?.length).toBeGreaterThan(0);
    const results = await runScenario(sim, file);
    const failed = results.find((result) => !result.ok);
    expect(failed, failed && `step ${failed.index + 1} ${failed.step}: ${failed.error}`).toBe(
      undefined,
    );
    expect(results).toHaveLength(file.steps!.length);
  });
}
