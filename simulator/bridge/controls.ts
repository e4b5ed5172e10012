/** The control API scripts and panels drive (plain JSON in and out, see api.ts). */
import type { NativeEventRecord } from '@/lib/bridge/protocol';
import type {
  FakeNative,
  FieldCondition,
  ImageOutcome,
  PlayRouteOptions,
  RouteState,
  SimControls,
  SimScenario,
} from './api';
import { defaultSimState, DEFAULT_SPEED_KMH } from './default-state';
import { checkConditions } from './field-conditions';
import { polylineLengthM } from './geo';
import { currentFix, freezeRoute, routeProgress } from './location';
import { ROUTES } from './routes';
import type { Runtime } from './runtime';
import { makeRecord } from './tracking';

export interface ControlHost {
  native: FakeNative;
  rt: Runtime;
  generateTracking(n: number): NativeEventRecord[];
  load(scenario: SimScenario): void;
  save(name: string): SimScenario;
}

const IMAGE_OUTCOMES: readonly string[] = [
  'truck',
  'licence',
  'idCard',
  'receipt',
  'qr',
  'cancel',
  'fail',
];

function checkOutcome(outcome: ImageOutcome): ImageOutcome {
  if (!IMAGE_OUTCOMES.includes(outcome)) throw new Error(`未知的图片结果：${String(outcome)}`);
  return outcome;
}

function routePoints(options: PlayRouteOptions): {
  name: string | null;
  points: RouteState['points'];
  closed: boolean;
  conditions: FieldCondition[];
} {
  const conditions = checkConditions(options.conditions);
  if (options.routeName !== undefined) {
    const route = ROUTES[options.routeName];
    if (!route) throw new Error(`未知路线：${options.routeName}`);
    return {
      name: route.name,
      points: route.points.map((p) => ({ ...p })),
      closed: route.closed,
      conditions: options.conditions ? conditions : checkConditions(route.conditions),
    };
  }
  const points = options.points ?? [];
  const valid = points.every((p) => Number.isFinite(p?.longitude) && Number.isFinite(p?.latitude));
  if (points.length < 2 || !valid) throw new Error('路线至少需要两个有效坐标点');
  return {
    name: null,
    points: points.map((p) => ({ longitude: p.longitude, latitude: p.latitude })),
    closed: false,
    conditions,
  };
}

function checkSpeed(speedKmh: number): number {
  if (!Number.isFinite(speedKmh) || speedKmh < 0 || speedKmh > 300)
    throw new Error('速度应在 0–300 km/h');
  return speedKmh;
}

export function createControls(host: ControlHost): SimControls {
  const { native, rt } = host;
  const state = () => rt.state();
  const route = () => state().location.route;
  const setRoute = (next: RouteState | null) =>
    rt.replace('location', { ...state().location, route: next });

  const imageSource = (source: 'camera' | 'gallery') => ({
    next: (outcome: ImageOutcome) => {
      const section = state()[source];
      rt.replace(source, { ...section, queue: [...section.queue, checkOutcome(outcome)] });
    },
    setDefault: (outcome: ImageOutcome) =>
      rt.update({ [source]: { default: checkOutcome(outcome) } }),
  });

  return {
    camera: imageSource('camera'),
    gallery: {
      ...imageSource('gallery'),
      setPickCount: (n) =>
        rt.update({ gallery: { pickCount: Math.max(1, Math.min(9, Math.floor(n))) } }),
    },
    qr: {
      text: (text) => rt.update({ qr: { mode: 'text', text: String(text) } }),
      image: (name) => rt.update({ qr: { mode: 'image', image: name } }),
      cancel: () => rt.update({ qr: { mode: 'cancel' } }),
      fail: () => rt.update({ qr: { mode: 'fail' } }),
    },
    location: {
      set: ({ longitude, latitude, accuracy, address }) => {
        if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) throw new Error('坐标无效');
        const r = route();
        rt.replace('location', {
          ...state().location,
          mode: 'fixed',
          fixed: { longitude, latitude },
          accuracy: accuracy ?? state().location.accuracy,
          address: address === undefined ? null : address,
          route:
            r && r.status === 'playing' ? { ...freezeRoute(r, rt.now()), status: 'paused' } : r,
        });
      },
      off: () => rt.update({ location: { mode: 'off' } }),
      playRoute: (options) => {
        const { name, points, closed, conditions } = routePoints(options);
        rt.replace('location', {
          ...state().location,
          mode: 'route',
          route: {
            name,
            points,
            speedKmh: checkSpeed(options.speedKmh ?? DEFAULT_SPEED_KMH),
            loop: options.loop ?? closed,
            status: 'playing',
            offsetM: 0,
            anchorTime: rt.now(),
            conditions,
          },
        });
      },
      play: () => {
        const r = route();
        if (!r) throw new Error('尚未加载路线');
        const ended = !r.loop && routeProgress(r, rt.now(), 0).status === 'ended';
        const frozen = freezeRoute(r, rt.now());
        rt.replace('location', {
          ...state().location,
          mode: 'route',
          route: {
            ...frozen,
            offsetM: ended ? 0 : frozen.offsetM,
            status: 'playing',
            anchorTime: rt.now(),
          },
        });
      },
      pause: () => {
        const r = route();
        if (r && r.status === 'playing')
          setRoute({ ...freezeRoute(r, rt.now()), status: 'paused' });
      },
      stop: () => {
        const r = route();
        if (r) setRoute({ ...r, status: 'stopped', offsetM: 0, anchorTime: null });
      },
      seek: (fraction) => {
        const r = route();
        if (!r) throw new Error('尚未加载路线');
        const f = Math.max(0, Math.min(1, Number.isFinite(fraction) ? fraction : 0));
        const offsetM = f * polylineLengthM(r.points);
        setRoute({ ...r, offsetM, anchorTime: r.status === 'playing' ? rt.now() : null });
      },
      setSpeed: (speedKmh) => {
        const r = route();
        if (!r) throw new Error('尚未加载路线');
        const frozen = freezeRoute(r, rt.now());
        setRoute({
          ...frozen,
          speedKmh: checkSpeed(speedKmh),
          anchorTime: r.status === 'playing' ? rt.now() : null,
        });
      },
      setConditions: (conditions) => {
        const r = route();
        if (!r) throw new Error('尚未加载路线');
        setRoute({ ...r, conditions: checkConditions(conditions) });
      },
      current: () => currentFix(state().location, rt.now()),
      progress: () => {
        const r = route();
        return r ? routeProgress(r, rt.now(), state().location.accuracy) : null;
      },
    },
    payment: {
      respond: (wallet, outcome, delayMs) => {
        const payment = state().payment;
        const entry = delayMs === undefined ? { wallet, outcome } : { wallet, outcome, delayMs };
        rt.replace('payment', { ...payment, queue: [...payment.queue, entry] });
      },
      setDefault: (wallet, outcome, delayMs) =>
        rt.update({
          payment: { [wallet]: { outcome, ...(delayMs === undefined ? {} : { delayMs }) } },
        }),
    },
    permissions: {
      set: (kind, permission) => rt.update({ permissions: { [kind]: { state: permission } } }),
      onPrompt: (kind, answer) => rt.update({ permissions: { [kind]: { promptAnswer: answer } } }),
    },
    device: { set: (patch) => rt.update({ device: patch }) },
    share: { respond: (outcome) => rt.update({ share: { outcome } }) },
    upload: { respond: (outcome) => rt.update({ upload: { outcome } }) },
    native: {
      back: () => native.emit('back', {}),
      pause: () => {
        rt.update({ app: { lifecycle: 'background' } });
        pushRecord('appBackground');
        native.emit('pause', {});
      },
      resume: () => {
        rt.update({ app: { lifecycle: 'foreground' } });
        pushRecord('appForeground');
        native.emit('resume', {});
      },
      kill: () => rt.update({ app: { lifecycle: 'closed' } }),
      reopen: () => rt.update({ app: { lifecycle: 'foreground' } }),
    },
    tracking: {
      generate: (n) => host.generateTracking(n),
      pending: () => state().tracking.buffer,
      auto: (everySeconds, batch) =>
        rt.update({
          tracking: {
            autoEverySeconds: everySeconds && everySeconds > 0 ? everySeconds : null,
            ...(batch === undefined ? {} : { autoBatch: Math.max(1, Math.floor(batch)) }),
          },
        }),
    },
    faults: {
      set: (patch) => rt.update({ faults: patch }),
      clear: () => rt.replace('faults', defaultSimState().faults),
    },
    timeline: () => native.timeline(),
    clearTimeline: () => native.clearTimeline(),
    records: () => [...native.records],
    state: () => native.state,
    load: (scenario) => host.load(scenario),
    save: (name = '未命名场景') => host.save(name),
    reset: () => native.reset(),
  };

  /** The app itself records going to the background and back, as a real app's tracking does. */
  function pushRecord(key: 'appBackground' | 'appForeground'): void {
    const tracking = state().tracking;
    const made = makeRecord(key, {}, rt.now());
    rt.replace('tracking', { ...tracking, buffer: [...tracking.buffer, made] });
  }
}
