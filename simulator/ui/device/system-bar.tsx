/**
 * Below the H5: the iOS home indicator, or Android's navigation bar whose ◁ sends the native `back`
 * event, as the hardware/gesture back does on a real phone.
 */
import type { DevicePreset } from './device-presets';
import styles from './device-frame.module.css';

export interface SystemBarProps {
  preset: DevicePreset;
  onBack(): void;
  onHome(): void;
}

export function SystemBar({ preset, onBack, onHome }: SystemBarProps) {
  if (preset.platform === 'ios') {
    return (
      <div className={styles.homeArea} style={{ height: preset.bottom }}>
        <span className={styles.homeIndicator} aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className={styles.navBar} style={{ height: preset.bottom }}>
      <button type="button" onClick={onBack} aria-label="返回键（Android back 事件）">
        ◁
      </button>
      <button type="button" onClick={onHome} aria-label="主页键（应用进入后台）">
        ○
      </button>
      <span aria-hidden="true">□</span>
    </div>
  );
}
