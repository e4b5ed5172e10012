/**
 * A phone around the H5: status bar on top, home indicator or navigation bar below, and the view
 * between them at the size a native WebView would get. `scale` shrinks the whole phone to fit the
 * window without changing the H5's CSS pixels.
 */
import type { ReactNode } from 'react';
import type { DevicePreset } from './device-presets';
import { StatusBar } from './status-bar';
import { SystemBar } from './system-bar';
import styles from './device-frame.module.css';

export interface DeviceFrameProps {
  preset: DevicePreset;
  scale: number;
  /** Dimmed while the app is in the background. */
  background: boolean;
  onBack(): void;
  onHome(): void;
  children: ReactNode;
}

/** The bezel around the screen, on each side. */
export const BEZEL_PX = 12;

export function DeviceFrame({
  preset,
  scale,
  background,
  onBack,
  onHome,
  children,
}: DeviceFrameProps) {
  const outerWidth = preset.width + BEZEL_PX * 2;
  const outerHeight = preset.height + BEZEL_PX * 2;
  return (
    <div
      className={styles.slot}
      style={{ width: outerWidth * scale, height: outerHeight * scale }}
      data-device={preset.id}
    >
      <div
        className={preset.platform === 'ios' ? styles.phoneIos : styles.phoneAndroid}
        style={{ width: outerWidth, height: outerHeight, transform: `scale(${scale})` }}
      >
        <div className={styles.screen} style={{ width: preset.width, height: preset.height }}>
          <StatusBar preset={preset} />
          <div
            className={styles.viewport}
            style={{ height: preset.height - preset.top - preset.bottom }}
            data-background={background || undefined}
          >
            {children}
          </div>
          <SystemBar preset={preset} onBack={onBack} onHome={onHome} />
        </div>
      </div>
    </div>
  );
}
