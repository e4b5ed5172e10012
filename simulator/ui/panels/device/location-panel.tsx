/** Location: a fixed point, or a truck driving a route at a speed; the current fix, live. */
import { ROUTE_NAMES, ROUTES } from '@sim/bridge/routes';
import { useEffect, useState } from 'react';
import { native, useSimState } from '../../core/native';
import { FieldConditionsSection } from './field-conditions-section';
import { ErrorText, Hint, JsonView, Row, Section, toNumber, ui, useAction } from '../ui';

const MODE_LABEL = { fixed: '固定位置', route: '路线回放', off: '无定位' } as const;

function useLiveFix() {
  const [live, setLive] = useState(() => ({
    fix: native.controls.location.current(),
    progress: native.controls.location.progress(),
  }));
  useEffect(() => {
    const timer = setInterval(
      () =>
        setLive({
          fix: native.controls.location.current(),
          progress: native.controls.location.progress(),
        }),
      1000,
    );
    return () => clearInterval(timer);
  }, []);
  return live;
}

function FixedPoint() {
  const { location } = useSimState();
  const [draft, setDraft] = useState(() => ({
    longitude: String(location.fixed.longitude),
    latitude: String(location.fixed.latitude),
    accuracy: String(location.accuracy),
    address: location.address ?? '',
  }));
  const { error, run } = useAction();
  const apply = () =>
    run(() =>
      native.controls.location.set({
        longitude: toNumber(draft.longitude, location.fixed.longitude),
        latitude: toNumber(draft.latitude, location.fixed.latitude),
        accuracy: toNumber(draft.accuracy, location.accuracy),
        address: draft.address.trim() === '' ? null : draft.address.trim(),
      }),
    );
  const field = (key: keyof typeof draft, label: string, size = 10) => (
    <label>
      {label}
      <input
        value={draft[key]}
        size={size}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </label>
  );
  return (
    <Section title="固定位置">
      <Row>
        {field('longitude', '经度')}
        {field('latitude', '纬度')}
        {field('accuracy', '精度 m', 5)}
      </Row>
      <Row>{field('address', '地址', 30)}</Row>
      <Row>
        <button type="button" className={ui.primary} onClick={apply}>
          使用此位置
        </button>
        <button type="button" onClick={() => native.controls.location.off()}>
          关闭定位（定位失败）
        </button>
      </Row>
      <ErrorText error={error} />
    </Section>
  );
}

function RoutePlayback() {
  const { location } = useSimState();
  const route = location.route;
  const [name, setName] = useState(route?.name ?? ROUTE_NAMES[0]);
  const [speed, setSpeed] = useState(String(route?.speedKmh ?? 60));
  const [loop, setLoop] = useState(route?.loop ?? false);
  const { error, run } = useAction();
  const playing = location.mode === 'route' && route?.status === 'playing';
  const speedKmh = () => toNumber(speed, route?.speedKmh ?? 60);
  const start = () =>
    run(() => native.controls.location.playRoute({ routeName: name, speedKmh: speedKmh(), loop }));
  return (
    <Section title="路线回放">
      <Row>
        <label>
          路线
          <select value={name} onChange={(event) => setName(event.target.value)}>
            {ROUTE_NAMES.map((n) => (
              <option key={n} value={n}>
                {ROUTES[n].label}
              </option>
            ))}
          </select>
        </label>
      </Row>
      <Row>
        <label>
          速度 km/h
          <input
            type="number"
            min={1}
            max={300}
            value={speed}
            onChange={(e) => setSpeed(e.target.value)}
            onBlur={() => {
              // A loaded route changes speed where it is; otherwise the speed waits for 从头播放.
              if (route && speedKmh() !== route.speedKmh)
                run(() => native.controls.location.setSpeed(speedKmh()));
            }}
          />
        </label>
        <label>
          <input type="checkbox" checked={loop} onChange={(e) => setLoop(e.target.checked)} />
          循环
        </label>
      </Row>
      <Row>
        <button type="button" className={ui.primary} onClick={start}>
          从头播放
        </button>
        {playing ? (
          <button type="button" onClick={() => run(() => native.controls.location.pause())}>
            暂停
          </button>
        ) : (
          <button type="button" disabled={!route} onClick={() => native.controls.location.play()}>
            继续
          </button>
        )}
        <button
          type="button"
          disabled={!route}
          onClick={() => run(() => native.controls.location.stop())}
        >
          停止
        </button>
      </Row>
      <ErrorText error={error} />
    </Section>
  );
}

function CurrentFix({ live }: { live: ReturnType<typeof useLiveFix> }) {
  const { location } = useSimState();
  const { fix, progress } = live;
  return (
    <Section title="当前定位">
      <Row>
        <span>模式：{MODE_LABEL[location.mode]}</span>
        {progress ? (
          <span>
            {progress.name ?? '自定义路线'} {(progress.distanceM / 1000).toFixed(2)} /{' '}
            {(progress.totalM / 1000).toFixed(2)} km（{progress.status}）
          </span>
        ) : null}
      </Row>
      {progress ? (
        <Row>
          <label>
            进度
            <input
              type="range"
              min={0}
              max={1000}
              value={Math.round(progress.fraction * 1000)}
              onChange={(event) => native.controls.location.seek(Number(event.target.value) / 1000)}
            />
          </label>
        </Row>
      ) : null}
      {progress?.conditions.some((c) => c.kind === 'tunnel') ? (
        <Hint>隧道中：没有 GPS 定位（getLocation 失败），出隧道后跳到出口位置。</Hint>
      ) : null}
      <Row>
        <span>
          {fix.longitude.toFixed(5)}, {fix.latitude.toFixed(5)} · 航向 {Math.round(fix.heading)}° ·{' '}
          {Math.round(fix.speed)} km/h · ±{Math.round(fix.accuracy)} m
        </span>
      </Row>
      <Hint>
        监听中（watchLocation）：
        {location.watches.length === 0
          ? '无'
          : location.watches.map((w) => `${w.watchId} 每 ${w.intervalMs} ms`).join('，')}
      </Hint>
      <details>
        <summary>定位 JSON</summary>
        <JsonView value={fix} />
      </details>
    </Section>
  );
}

export default function LocationPanel() {
  const live = useLiveFix();
  return (
    <>
      <CurrentFix live={live} />
      <FixedPoint />
      <RoutePlayback />
      <FieldConditionsSection progress={live.progress} />
    </>
  );
}
