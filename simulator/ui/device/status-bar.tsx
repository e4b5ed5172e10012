/** The phone's status bar: clock, signal and battery, drawn the way each platform does. */
import { useEffect, useState } from 'react';
import { fieldSignal, type Signal as SignalLevel } from '../core/field-runner';
import { useStore } from '../core/store';
import type { DevicePreset } from './device-presets';
import styles from './device-frame.module.css';

function clock(): string {
  const now = new Date();
  return `${now.getHours()}:${String(now.getMinutes()).padStart(2, '0')}`;
}

function useClock(): string {
  const [time, setTime] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setTime(clock()), 10_000);
    return () => clearInterval(timer);
  }, []);
  return time;
}

/** Bars lit for each level: a weak stretch one, a dead zone none. */
const BARS: Record<SignalLevel, number> = { full: 4, weak: 1, none: 0 };
const SIGNAL_LABEL: Record<SignalLevel, string> = {
  full: '信号满格',
  weak: '信号弱',
  none: '无服务',
};

function Signal({ level }: { level: SignalLevel }) {
  return (
    <span className={styles.signal} aria-hidden="true">
      {[4, 6, 8, 10].map((h, i) => (
        <i key={h} style={{ height: h, opacity: i < BARS[level] ? 1 : 0.3 }} />
      ))}
    </span>
  );
}

function Battery({ level }: { level: number }) {
  return (
    <span className={styles.battery} aria-hidden="true">
      <i style={{ width: `${level}%` }} />
    </span>
  );
}

export function StatusBar({ preset }: { preset: DevicePreset }) {
  const time = useClock();
  const { signal } = useStore(fieldSignal);
  const ios = preset.platform === 'ios';
  const net = signal === 'none' ? '无服务' : signal === 'weak' ? 'E' : ios ? '5G' : '4G';
  return (
    <div
      className={ios ? styles.statusIos : styles.statusAndroid}
      style={{ height: preset.top }}
      role="img"
      aria-label={`状态栏 ${time} ${SIGNAL_LABEL[signal]} 电量 82%`}
    >
      <span className={styles.time}>{time}</span>
      {ios ? <span className={styles.notch} aria-hidden="true" /> : null}
      <span className={styles.icons}>
        <Signal level={signal} />
        <span className={styles.net}>{net}</span>
        {ios ? null : <span className={styles.percent}>82%</span>}
        <Battery level={82} />
      </span>
    </div>
  );
}
