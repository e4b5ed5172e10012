/**
 * Plays scenario steps inside the simulator page itself (a bug file opened by a tester), with the
 * step vocabulary of the headless runner (simulator/automation/scenario-runner.ts). The page
 * drives its own H5 frame: clicks, typed values through the native setter (so React sees them),
 * pointer strokes on the signature pad. Clock steps need Playwright's page clock: headless only.
 */
import {
  parseClockStep,
  pick,
  sameJson,
  SIGNATURE_STROKE,
  withVars,
  type ScenarioStep,
} from '@sim/automation/scenario-steps';
import { h5, h5Status } from '../core/h5-controller';
import { native } from '../core/native';
import { sandboxClient } from '../core/sandbox-client';
import { readSandbox } from './sandbox-read';
import {
  byRole,
  byText,
  bodyText,
  doc,
  enabled,
  field,
  h5Idle,
  h5Started,
  until,
} from './h5-query';
import { snapshotH5 } from './h5-document';
import { pictureDifference } from './snapshot';

export interface PlayContext {
  vars: Map<string, unknown>;
  screenshots: Record<string, string>;
}

/** Steps that touch the H5's screen. */
const ACTS_ON_SCREEN = [
  'tap',
  'fill',
  'fillSmsCode',
  'fillPassword',
  'check',
  'press',
  'photo',
  'draw',
];
const PHOTO_THUMB = /^查看第\d+张图片$/;
const SOURCE_SHEET = '选择图片来源';

async function click(element: Element, what: string) {
  await until(() => enabled(element), `${what} enabled`, 30_000);
  element.scrollIntoView({ block: 'center' });
  (element as HTMLElement).click();
}

async function tap(step: Extract<ScenarioStep, { tap: string }>) {
  const exact = step.exact ?? true;
  const find = () =>
    step.role
      ? byRole(step.role, step.tap, { exact })[0]
      : (byRole('button', step.tap, { exact })[0] ??
        byRole('link', step.tap, { exact })[0] ??
        byRole('tab', step.tap, { exact })[0] ??
        byText(step.tap, exact)[0]);
  await click(await until(find, `tap ${step.tap}`), step.tap);
}

function type(target: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const win = target.ownerDocument.defaultView!;
  target.focus();
  // React keeps its own copy of the value: set it through the prototype's setter, then announce.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set;
  setter?.call(target, value);
  target.dispatchEvent(new win.Event('input', { bubbles: true }));
  target.dispatchEvent(new win.Event('change', { bubbles: true }));
}

async function fill(name: string, value: string) {
  type(await until(() => field(name), `field ${name}`), value);
}

async function photo(step: Extract<ScenarioStep, { photo: string }>) {
  const card = step.card ? await until(() => byRole('region', step.photo)[0], step.photo) : null;
  const thumbs = () => byRole('button', PHOTO_THUMB, { within: card ?? doc() }).length;
  const before = thumbs();
  const opener = await until(
    () =>
      card
        ? byRole('button', new RegExp(`^${step.photo}`), { within: card })[0]
        : byRole('button', step.photo)[0],
    `uploader ${step.photo}`,
  );
  await click(opener, step.photo);
  const sheet = await until(() => byRole('dialog', SOURCE_SHEET)[0], 'the photo sheet');
  const source = step.source ?? '拍照';
  await click(await until(() => byRole('button', source, { within: sheet })[0], source), source);
  await until(() => thumbs() > before, `the photo for ${step.photo} shown`, 15_000);
}

async function draw() {
  const pad = await until(() => byRole('img', '手写签名区')[0], 'the signature pad');
  const win = pad.ownerDocument.defaultView!;
  const box = pad.getBoundingClientRect();
  const at = (fx: number, fy: number) => ({
    clientX: box.left + box.width * fx,
    clientY: box.top + box.height * fy,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    bubbles: true,
    buttons: 1,
  });
  const [first, ...rest] = SIGNATURE_STROKE;
  pad.dispatchEvent(new win.PointerEvent('pointerdown', at(...first!)));
  for (const point of rest) pad.dispatchEvent(new win.PointerEvent('pointermove', at(...point)));
  pad.dispatchEvent(
    new win.PointerEvent('pointerup', { ...at(...SIGNATURE_STROKE.at(-1)!), buttons: 0 }),
  );
}

/** Navigations wait for the new document, as the runner's `goto` does. */
async function afterLoad(action: () => void) {
  const before = h5Status.get().loads;
  action();
  await until(() => h5Status.get().loads > before, 'the H5 document loaded', 15_000);
  await h5Started();
}

function control(path: string, args: unknown[]) {
  if (path === 'reloadH5') return afterLoad(() => h5.reload());
  let owner: unknown = native.controls;
  let target: unknown = native.controls;
  for (const key of path.split('.')) {
    owner = target;
    target = (target as Record<string, unknown> | undefined)?.[key];
  }
  if (typeof target !== 'function') throw new Error(`unknown control ${path}`);
  (target as (...a: unknown[]) => unknown).apply(owner, args);
}

async function latestCode(mobile: string): Promise<string> {
  const end = Date.now() + 5_000;
  for (;;) {
    const code = (await sandboxClient.sms(mobile)).at(-1)?.code;
    if (code) return code;
    if (Date.now() > end) throw new Error(`no SMS code was sent to ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectSandbox(step: Extract<ScenarioStep, { expectSandbox: string }>) {
  const name = step.name ?? `${step.expectSandbox} ${step.at}`;
  const end = Date.now() + (step.timeoutMs ?? 3_000);
  let actual: unknown;
  for (;;) {
    actual = pick(await readSandbox(step.expectSandbox), step.at);
    if (sameJson(actual, step.equals)) return;
    if (Date.now() > end) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `checkpoint "${name}": ${step.at} is ${JSON.stringify(actual)}, expected ${JSON.stringify(step.equals)}`,
  );
}

async function screenshot(step: Extract<ScenarioStep, { screenshot: string }>, ctx: PlayContext) {
  const wanted = ctx.screenshots[step.screenshot];
  if (!wanted) throw new Error(`checkpoint "${step.screenshot}": the file holds no such picture`);
  const tolerance = step.tolerance ?? 0.02;
  const end = Date.now() + 5_000;
  let difference = 1;
  // The screen may still be settling (a toast fading): look again for a few seconds.
  while (Date.now() < end) {
    difference = await pictureDifference(wanted, await snapshotH5());
    if (difference <= tolerance) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(
    `checkpoint "${step.screenshot}": ${(difference * 100).toFixed(1)} % of the picture differs (tolerance ${tolerance * 100} %)`,
  );
}

async function expectRequest(step: Extract<ScenarioStep, { expectRequest: string }>) {
  const wanted = Object.entries(step.headers ?? {});
  await until(
    async () => {
      const query = `requests?path=${encodeURIComponent(step.expectRequest)}`;
      const log = (await readSandbox(`GET ${query}`)) as { headers: Record<string, string> }[];
      return log.some((r) => wanted.every(([k, v]) => r.headers[k.toLowerCase()] === v));
    },
    `request ${step.expectRequest}`,
    step.timeoutMs,
  );
}

/** One step; throws what went wrong (a failed checkpoint names itself). */
export async function playStep(raw: ScenarioStep, ctx: PlayContext): Promise<void> {
  const step = withVars(raw, ctx.vars);
  // The tester acted on a screen that had its answers: so does the replay.
  if (ACTS_ON_SCREEN.some((key) => key in step)) await h5Idle();
  if ('do' in step) return control(step.do, step.args ?? []);
  if ('fillSmsCode' in step) return fill(step.fillSmsCode, await latestCode(step.mobile));
  if ('fillPassword' in step) {
    const { password } = (await readSandbox(`GET password?mobile=${step.mobile}`)) as {
      password: string | null;
    };
    return fill(step.fillPassword, password ?? '');
  }
  if ('fill' in step) return fill(step.fill, step.value);
  if ('tap' in step) return tap(step);
  if ('check' in step) {
    const box = await until(() => byRole('checkbox', step.check, { exact: false })[0], step.check);
    if (!(box as HTMLInputElement).checked && box.getAttribute('aria-checked') !== 'true')
      await click(box, step.check);
    return;
  }
  if ('press' in step) {
    const target = await until(() => byRole(step.role, step.name)[0], step.name);
    const win = target.ownerDocument.defaultView!;
    for (let i = 0; i < (step.times ?? 1); i += 1) {
      target.dispatchEvent(new win.KeyboardEvent('keydown', { key: step.press, bubbles: true }));
      target.dispatchEvent(new win.KeyboardEvent('keyup', { key: step.press, bubbles: true }));
    }
    return;
  }
  if ('photo' in step) return photo(step);
  if ('draw' in step) return draw();
  if ('control' in step) {
    const answer = await readSandbox(step.control, step.body);
    for (const [name, path] of Object.entries(step.save ?? {})) {
      const value = pick(answer, path);
      if (value === undefined) throw new Error(`${step.control} answered nothing at ${path}`);
      ctx.vars.set(name, value);
    }
    return;
  }
  if ('clock' in step) {
    parseClockStep(step.clock);
    throw new Error('clock steps run on the headless runner only (npm run sim:scenario)');
  }
  if ('expectText' in step)
    return void (await until(
      () => bodyText().includes(step.expectText),
      `text ${step.expectText}`,
      step.timeoutMs,
    ));
  if ('expectNoText' in step) {
    if (bodyText().includes(step.expectNoText)) throw new Error(`text ${step.expectNoText} shown`);
    return;
  }
  if ('expectSandbox' in step) return expectSandbox(step);
  if ('screenshot' in step) return screenshot(step, ctx);
  if ('expectPath' in step)
    return void (await until(
      () => h5.path().split('?')[0] === step.expectPath,
      `H5 path ${step.expectPath}`,
      step.timeoutMs,
    ));
  if ('expectCall' in step)
    return void (await until(
      () =>
        native.timeline().some((e) => e.method === step.expectCall || e.event === step.expectCall),
      `bridge call ${step.expectCall}`,
      step.timeoutMs,
    ));
  if ('expectRequest' in step) return expectRequest(step);
  if ('goto' in step) return afterLoad(() => h5.navigate(step.goto));
  if ('sandbox' in step) {
    const args = step.args ?? [];
    if (step.sandbox === 'scenario') return void (await sandboxClient.scenario(args[0] as never));
    if (step.sandbox === 'fault')
      return void (await sandboxClient.fault({
        ...((args[1] ?? {}) as object),
        path: args[0] as string,
      }));
    if (step.sandbox === 'clearFaults') return void (await sandboxClient.clearFaults());
    return void (await sandboxClient.reset());
  }
  if ('wait' in step) return new Promise((resolve) => setTimeout(resolve, step.wait));
  throw new Error(`unknown step ${JSON.stringify(step)}`);
}
