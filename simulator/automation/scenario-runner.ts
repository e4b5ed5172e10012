/**
 * Runs a scenario file against an open simulator: loads its state, opens `start`, then performs
 * and checks each step in order, stopping at the first failure. Used by `npm run sim:scenario`
 * and by the e2e suite (so the example scenarios cannot rot).
 */
import { expect } from '@playwright/test';
import { drawSignature, takePhoto } from './h5-actions';
import {
  describeStep,
  parseClockStep,
  pick,
  sameJson,
  withVars,
  worldOf,
  type ScenarioFile,
  type ScenarioStep,
} from './scenario-steps';
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

/** A photo into the uploader card titled `title` (its add button's name starts with the title). */
async function photoIntoCard(sim: Sim, title: string, source: '拍照' | '从相册选择') {
  const card = sim.h5.getByRole('region', { name: title });
  const photos = card.getByRole('button', { name: /^查看第\d+张图片$/ });
  const before = await photos.count();
  await card.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const sheet = sim.h5.getByRole('dialog', { name: '选择图片来源' });
  await sheet.getByRole('button', { name: source, exact: true }).click();
  await expect(sheet).toHaveCount(0);
  await expect(photos).toHaveCount(before + 1, { timeout: 15_000 });
}

/** `/__sandbox/<path>` on the server the simulator page came from. */
async function sandboxControl(sim: Sim, call: string, body: unknown): Promise<unknown> {
  const [method = 'GET', path = ''] = call.trim().split(/\s+/, 2);
  const url = new URL(`/__sandbox/${path.replace(/^\//, '')}`, sim.page.url()).toString();
  const res = await sim.page.request.fetch(url, {
    method,
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await res.text();
  if (!res.ok()) throw new Error(`${method} /__sandbox/${path}: HTTP ${res.status()} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A checkpoint on the sandbox; its failure names it and says what was there instead. */
async function expectSandbox(sim: Sim, step: Extract<ScenarioStep, { expectSandbox: string }>) {
  const name = step.name ?? `${step.expectSandbox} ${step.at}`;
  const end = Date.now() + (step.timeoutMs ?? 3_000);
  let actual: unknown;
  for (;;) {
    actual = pick(await sandboxControl(sim, step.expectSandbox, undefined), step.at);
    if (sameJson(actual, step.equals)) return;
    if (Date.now() > end) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `checkpoint "${name}": ${step.at} is ${JSON.stringify(actual)}, expected ${JSON.stringify(step.equals)}`,
  );
}

/**
 * The H5 pictured by the simulator page itself (recorder/snapshot.ts), as the recorder pictured
 * it, so the two compare; a few seconds for the screen to settle.
 */
async function expectPicture(sim: Sim, name: string, wanted: string | undefined, tolerance = 0.02) {
  if (!wanted) throw new Error(`checkpoint "${name}": the file holds no such picture`);
  const end = Date.now() + 5_000;
  let difference = 1;
  while (Date.now() < end) {
    difference = await pictureDifference(sim, wanted);
    if (difference <= tolerance) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(
    `checkpoint "${name}": ${(difference * 100).toFixed(1)} % of the picture differs (tolerance ${tolerance * 100} %)`,
  );
}

/** Share of the pixels of the H5 now that differ from `wanted` (0..1). */
export async function pictureDifference(sim: Sim, wanted: string): Promise<number> {
  return sim.page.evaluate(async (picture) => {
    const recorder = window.__driverSim!.recorder;
    return recorder.compare(picture, await recorder.snapshot());
  }, wanted);
}

/** The page clock forward by `ms` in 5-s steps, each location poll answered before the next. */
async function runClock(sim: Sim, ms: number) {
  const to = (await sim.now()) + ms;
  for (;;) {
    const now = await sim.now();
    if (now >= to) return;
    await sim.advanceClockTo(Math.min(to, now + 5_000));
    await waitUntil(
      async () =>
        !(await sim.timeline({ method: 'getLocation' })).some((e) => e.status === 'pending'),
      DEFAULT_TIMEOUT_MS,
      'the location poll answered',
    );
  }
}

/**
 * Performs one step. `vars` carries what `control` steps saved for the later steps of the same
 * run (`${name}`).
 */
export async function runStep(
  sim: Sim,
  raw: ScenarioStep,
  vars: Map<string, unknown> = new Map(),
  screenshots: Record<string, string> = {},
): Promise<void> {
  const step = withVars(raw, vars);
  if ('do' in step) return control(sim, step.do, step.args ?? []);
  if ('fillSmsCode' in step)
    return field(sim, step.fillSmsCode).fill(await sim.sandbox.latestCode(step.mobile));
  if ('fillPassword' in step) {
    const query = `GET password?mobile=${encodeURIComponent(step.mobile)}`;
    const { password } = (await sandboxControl(sim, query, undefined)) as { password: string };
    return field(sim, step.fillPassword).fill(password ?? '');
  }
  if ('fill' in step) return field(sim, step.fill).fill(step.value);
  if ('tap' in step) {
    const exact = step.exact ?? true;
    if (step.role) return sim.h5.getByRole(step.role, { name: step.tap, exact }).first().click();
    const byRole = sim.h5.getByRole('button', { name: step.tap, exact });
    const target = byRole
      .or(sim.h5.getByRole('link', { name: step.tap, exact }))
      .or(sim.h5.getByRole('tab', { name: step.tap, exact }))
      .or(sim.h5.getByText(step.tap, { exact }))
      .first();
    return target.click();
  }
  if ('check' in step) return sim.h5.getByLabel(step.check).first().check();
  if ('press' in step) {
    const target = sim.h5
      .getByRole(step.role as Parameters<Sim['h5']['getByRole']>[0], {
        name: step.name,
        exact: true,
      })
      .first();
    for (let i = 0; i < (step.times ?? 1); i += 1) await target.press(step.press);
    return;
  }
  if ('photo' in step) {
    const source = step.source ?? '拍照';
    return step.card ? photoIntoCard(sim, step.photo, source) : takePhoto(sim, step.photo, source);
  }
  if ('draw' in step) return drawSignature(sim);
  if ('control' in step) {
    const answer = await sandboxControl(sim, step.control, step.body);
    for (const [name, path] of Object.entries(step.save ?? {})) {
      const value = pick(answer, path);
      if (value === undefined) throw new Error(`${step.control} answered nothing at ${path}`);
      vars.set(name, value);
    }
    return;
  }
  if ('clock' in step) return runClock(sim, parseClockStep(step.clock));
  if ('expectText' in step)
    return expect(sim.h5.getByText(step.expectText).first()).toBeVisible({
      timeout: step.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
  if ('expectSandbox' in step) return expectSandbox(sim, step);
  if ('screenshot' in step)
    return expectPicture(sim, step.screenshot, screenshots[step.screenshot], step.tolerance);
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
  const { start, steps = [], clock = false, reducedMotion = false } = file;
  const state = worldOf(file);
  // Before the simulator's first document, so every frame's timers run on it.
  if (clock) await sim.page.clock.install();
  if (reducedMotion) await sim.page.emulateMedia({ reducedMotion: 'reduce' });
  await sim.open();
  await sim.loadScenario(state);
  // Expectations see this run only, not the document the simulator opened with.
  await sim.clearTimeline();
  await sim.sandbox.clearRequests();
  // A fresh H5 document, so readiness faults and the device apply from its first script.
  await sim.goto(start ?? '/login');
  const results: StepResult[] = [];
  const vars = new Map<string, unknown>();
  for (const [index, step] of steps.entries()) {
    const began = Date.now();
    try {
      await runStep(sim, step, vars, file.screenshots);
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
