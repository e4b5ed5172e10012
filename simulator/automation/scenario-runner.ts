/**
 * Runs a scenario file against an open simulator: loads its state, opens `start`, then performs
 * and checks each step in order, stopping at the first failure. Used by `npm run sim:scenario`
 * and by the e2e suite (so the example scenarios cannot rot).
 */
import { expect } from '@playwright/test';
import { describeStep, type ScenarioFile, type ScenarioStep } from './scenario-steps';
import type { Sim } from './sim';

export interface StepResult {
  index: number;
  step: string;
  ok: boolean;
  ms: number;
  error?: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;

function field(sim: Sim, name: string) {
  return sim.h5
    .getByLabel(name, { exact: true })
    .or(sim.h5.getByPlaceholder(name, { exact: true }))
    .first();
}

async function control(sim: Sim, path: string, args: unknown[]) {
  let target: unknown = sim;
  for (const key of path.split('.')) target = (target as Record<string, unknown>)[key];
  if (typeof target !== 'function') throw new Error(`unknown control ${path}`);
  await (target as (...a: unknown[]) => Promise<unknown>)(...args);
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

export async function runStep(sim: Sim, step: ScenarioStep): Promise<void> {
  if ('do' in step) return control(sim, step.do, step.args ?? []);
  if ('fillSmsCode' in step)
    return field(sim, step.fillSmsCode).fill(await sim.sandbox.latestCode(step.mobile));
  if ('fill' in step) return field(sim, step.fill).fill(step.value);
  if ('tap' in step) {
    const byRole = sim.h5.getByRole('button', { name: step.tap, exact: true });
    const target = byRole
      .or(sim.h5.getByRole('link', { name: step.tap, exact: true }))
      .or(sim.h5.getByRole('tab', { name: step.tap, exact: true }))
      .or(sim.h5.getByText(step.tap, { exact: true }))
      .first();
    return target.click();
  }
  if ('check' in step) return sim.h5.getByLabel(step.check).first().check();
  if ('expectText' in step)
    return expect(sim.h5.getByText(step.expectText).first()).toBeVisible({
      timeout: step.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
  if ('expectNoText' in step) return expect(sim.h5.getByText(step.expectNoText)).toHaveCount(0);
  if ('expectPath' in step)
    return waitUntil(
      async () => (await sim.h5Path()).split('?')[0] === step.expectPath,
      step.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      `H5 path ${step.expectPath}`,
    );
  if ('expectCall' in step)
    return waitUntil(
      async () =>
        (await sim.timeline()).some(
          (e) => e.method === step.expectCall || e.event === step.expectCall,
        ),
      step.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      `bridge call ${step.expectCall}`,
    );
  if ('expectRequest' in step) {
    const wanted = Object.entries(step.headers ?? {});
    return waitUntil(
      async () =>
        (await sim.sandbox.requests(step.expectRequest)).some((request) =>
          wanted.every(([name, value]) => request.headers[name.toLowerCase()] === value),
        ),
      step.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      `request ${step.expectRequest}${wanted.length ? ` with headers ${JSON.stringify(step.headers)}` : ''}`,
    );
  }
  if ('goto' in step) return sim.goto(step.goto);
  if ('sandbox' in step) {
    const args = step.args ?? [];
    if (step.sandbox === 'scenario') return sim.sandbox.scenario(args[0] as never);
    if (step.sandbox === 'fault')
      return sim.sandbox.fault(args[0] as string, (args[1] ?? {}) as never);
    if (step.sandbox === 'clearFaults') return sim.sandbox.clearFaults();
    return sim.sandbox.reset();
  }
  if ('wait' in step) return new Promise((resolve) => setTimeout(resolve, step.wait));
  throw new Error(`unknown step ${describeStep(step as ScenarioStep)}`);
}

export async function runScenario(
  sim: Sim,
  file: ScenarioFile,
  onStep: (result: StepResult) => void = () => {},
): Promise<StepResult[]> {
  const { start, steps = [], ...state } = file;
  await sim.open();
  await sim.loadScenario(state);
  // Expectations see this run only, not the document the simulator opened with.
  await sim.clearTimeline();
  await sim.sandbox.clearRequests();
  // A fresh H5 document, so readiness faults and the device apply from its first script.
  await sim.goto(start ?? '/login');
  const results: StepResult[] = [];
  for (const [index, step] of steps.entries()) {
    const began = Date.now();
    try {
      await runStep(sim, step);
      results.push({ index, step: describeStep(step), ok: true, ms: Date.now() - began });
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      results.push({
        index,
        step: describeStep(step),
        ok: false,
        ms: Date.now() - began,
        error: message,
      });
    }
    onStep(results[results.length - 1]!);
    if (!results[results.length - 1]!.ok) break;
  }
  return results;
}
