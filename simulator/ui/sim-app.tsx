/** The simulator's layout: the phone with its address bar, the control panels, the timeline. */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { electronShell } from './core/electron-host';
import { native, useSimState } from './core/native';
import { useStore } from './core/store';
import { recorder } from './recorder/recorder-state';
import { uiSettings } from './core/ui-settings';
import { AddressBar } from './device/address-bar';
import { BEZEL_PX, DeviceFrame } from './device/device-frame';
import { DEVICE_PRESETS } from './device/device-presets';
import { AppClosed } from './device/app-closed';
import { H5Iframe } from './device/h5-iframe';
import { PanelTabs } from './panels/panel-tabs';
import { RecorderBar } from './recorder/recorder-bar';
import { openChosen, SimToolbar } from './sim-toolbar';
import { Timeline } from './timeline/timeline';
import { useShellCommands } from './use-shell-commands';
import styles from './sim-app.module.css';

const H5Webview = lazy(() => import('./device/h5-webview').then((m) => ({ default: m.H5Webview })));

const H5_TITLE = '司机端 H5';
/** Where the native app opens the H5 when the driver starts it again. */
const APP_START_PATH = '/';

/** Scale that fits the phone into the column's height (never above 100 %). */
function useFitScale(outerHeight: number, fit: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = fit && available ? Math.min(1, available / outerHeight) : 1;
  return { ref, scale: Math.max(0.4, Math.round(scale * 1000) / 1000) };
}

export function SimApp({ onRendered }: { onRendered(): void }) {
  const settings = useStore(uiSettings);
  const state = useSimState();
  const preset = DEVICE_PRESETS[settings.preset];
  const [initialPath] = useState(settings.h5Path);
  const { ref, scale } = useFitScale(preset.height + BEZEL_PX * 2, settings.fit);
  const shell = electronShell();
  useShellCommands(shell);

  useEffect(() => onRendered(), [onRendered]);

  const background = state.app.lifecycle === 'background';
  // Closed (killed, or the H5 asked to close): no document; opened again, the app's start page.
  const closed = state.app.lifecycle === 'closed';
  const [reopened, setReopened] = useState(false);
  if (closed && !reopened) setReopened(true);
  const startPath = reopened ? APP_START_PATH : initialPath;
  const toggleHome = () =>
    background ? native.controls.native.resume() : native.controls.native.pause();

  return (
    <div
      className={styles.app}
      // A recording or bug file dropped anywhere on the simulator opens as from the toolbar.
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        const file = event.dataTransfer.files[0];
        if (!file) return;
        event.preventDefault();
        void openChosen(file, (message) => recorder.set({ message }));
      }}
    >
      <SimToolbar />
      <RecorderBar />
      <main className={styles.main}>
        <section className={styles.phoneColumn} aria-label="手机">
          <AddressBar />
          <div className={styles.phoneArea} ref={ref}>
            <DeviceFrame
              preset={preset}
              scale={scale}
              background={background}
              onBack={() => native.controls.native.back()}
              onHome={toggleHome}
            >
              {closed ? (
                <AppClosed />
              ) : shell ? (
                <Suspense fallback={null}>
                  <H5Webview shell={shell} initialPath={startPath} title={H5_TITLE} />
                </Suspense>
              ) : (
                <H5Iframe initialPath={startPath} title={H5_TITLE} />
              )}
            </DeviceFrame>
          </div>
        </section>
        <PanelTabs />
        <Timeline />
      </main>
    </div>
  );
}
