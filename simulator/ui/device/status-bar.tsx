/** The phone's status bar: clock, signal and battery, drawn the way each platform does. */
import { useEffect, useState } from 'react';
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

function Signal() {
  return (
    <span className={styles.signal} aria-hidden="true">
      {[4, 6, 8, 10].map((h) => (
        <i key={h} style={{ height: h }} />
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
  const ios = preset.platform === 'ios';
  return (
    <div
      className={ios ? styles.statusIos : styles.statusAndroid}
      style={{ height: preset.top }}
      role="img"
      aria-label={`状态栏 ${time} 信号满格 电量 82%`}
    >
      <span className={styles.time}>{time}</span>
      {ios ? <span className={styles.notch} aria-hidden="true" /> : null}
      <span className={styles.icons}>
        <Signal />
        <span className={styles.net}>{ios ? '5G' : '4G'}</span>
        {ios ? null : <span className={styles.percent}>82%</span>}
        <Battery level={82} />
      </span>
    </div>
  );
}
