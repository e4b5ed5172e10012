/**
 * The scenario file testers watch (`npm run sim:scenario -- simulator/automation/scenarios/
 * drivers-day.json --headed`) plays green step by step: the same day as drivers-day.spec.ts, told
 * in the runner's own steps, so the file cannot rot unnoticed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../../simulator/automation/fixture';
import { runScenario } from '../../simulator/automation/scenario-runner';
import type { ScenarioFile } from '../../simulator/automation/scenario-steps';

const FILE = join(import.meta.dirname, '../../simulator/automation/scenarios/drivers-day.json');

test("the scenario file of a driver's day passes every step", async ({ sim }) => {
  // A whole day of about 190 steps: more than the 60-s default on a loaded 2-core machine.
  test.setTimeout(240_000);
  const file = JSON.parse(readFileSync(FILE, 'utf8')) as ScenarioFile;
  expect(file.clock).toBe(true);
  const began = Date.now();
  const results = await runScenario(sim, file);
  const failed = results.find((result) => !result.ok);
  expect(failed, failed && `step ${failed.index + 1} ${failed.step}: ${failed.error}`).toBe(
    undefined,
  );
  expect(results).toHaveLength(file.steps!.length);
  console.log(
    `drivers-day.json: ${results.length} steps in ${((Date.now() - began) / 1000).toFixed(1)} s`,
  );

  // What the day left behind on the platform, as a tester would check after watching it.
  const mobile = '13912345678';
  const money = await sim.page.request.get(`/__sandbox/money/driver?mobile=${mobile}`);
  expect(((await money.json()) as { applications: { amount: number }[] }).applications).toEqual([
    expect.objectContaining({ amount: 10_000, state: 'applied', bankName: '中国工商银行' }),
  ]);
  const fuel = await sim.page.request.get(`/__sandbox/fuel/driver?mobile=${mobile}`);
  expect(((await fuel.json()) as { orders: { state: string }[] }).orders).toEqual([
    expect.objectContaining({ state: 'fuelled' }),
  ]);
});
