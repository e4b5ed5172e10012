/**
 * Top bar: which phone, fit to window, scenario files (save / load), and the testers' recorder:
 * 录制 records what is done as steps, 报告问题 exports the bug file. Opening a file with steps
 * replays it (recorder/open-file.ts).
 */
import { useRef, type ChangeEvent } from 'react';
import { choosePreset } from './core/device-sync';
import { useStore } from './core/store';
import { downloadScenario, saveScenario } from './core/scenario-file';
import { openFile } from './recorder/open-file';
import { recorder } from './recorder/recorder-state';
import { bugReport, download, startRecording, stopRecording } from './recorder/session';
import { uiSettings } from './core/ui-settings';
import { DEVICE_PRESET_IDS, DEVICE_PRESETS, isDevicePresetId } from './device/device-presets';
import styles from './sim-toolbar.module.css';

export function SimToolbar() {
  const settings = useStore(uiSettings);
  const file = useRef<HTMLInputElement>(null);
  // One message line for the toolbar, a dropped file and the recorder.
  const { recording, replay, message } = useStore(recorder);
  const setMessage = (next: { text: string; error?: boolean } | null) =>
    recorder.set({ message: next });

  const save = async () => {
    try {
      downloadScenario(await saveScenario(`场景-${new Date().toISOString().slice(0, 10)}`));
      setMessage({ text: '场景已保存' });
    } catch (error) {
      setMessage({ text: `保存失败：${(error as Error).message}`, error: true });
    }
  };

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) await openChosen(chosen, setMessage);
  };

  const record = async () => {
    try {
      if (recording) stopRecording();
      else await startRecording();
    } catch (error) {
      setMessage({ text: `录制失败：${(error as Error).message}`, error: true });
    }
  };

  const report = async () => {
    try {
      const file = await bugReport();
      const text = download(file, file.name);
      setMessage({ text: `问题报告已导出（${Math.round(text.length / 1024)} KB）` });
    } catch (error) {
      setMessage({ text: `导出失败：${(error as Error).message}`, error: true });
    }
  };

  return (
    <header className={styles.toolbar}>
      <h1>司机端模拟器</h1>
      <label>
        机型
        <select
          value={settings.preset}
          onChange={(event) => {
            if (isDevicePresetId(event.target.value)) choosePreset(event.target.value);
          }}
        >
          {DEVICE_PRESET_IDS.map((id) => (
            <option key={id} value={id}>
              {DEVICE_PRESETS[id].label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.fit}
          onChange={(event) => uiSettings.set({ fit: event.target.checked })}
        />
        适应窗口高度
      </label>
      <span className={styles.spacer} />
      {message ? (
        <output className={message.error ? styles.error : styles.note}>{message.text}</output>
      ) : null}
      <button
        type="button"
        aria-pressed={recording}
        disabled={replay?.running}
        onClick={() => void record()}
      >
        {recording ? '停止录制' : '录制'}
      </button>
      <button type="button" onClick={() => void report()}>
        报告问题
      </button>
      <button type="button" onClick={() => void save()}>
        保存场景 JSON
      </button>
      <button type="button" onClick={() => file.current?.click()}>
        载入场景 JSON
      </button>
      <input
        ref={file}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="场景文件"
        onChange={(event) => void load(event)}
      />
    </header>
  );
}

/** A file chosen in the toolbar or dropped on the page. */
export async function openChosen(
  chosen: File,
  setMessage: (message: { text: string; error?: boolean }) => void,
): Promise<void> {
  try {
    const opened = await openFile(await chosen.text());
    if (opened.failed) setMessage({ text: `重放停在${opened.failed}`, error: true });
    else if (opened.steps) setMessage({ text: `已重放「${opened.name}」${opened.steps} 步` });
    else setMessage({ text: `已载入场景「${opened.name}」` });
  } catch (error) {
    setMessage({ text: `载入失败：${(error as Error).message}`, error: true });
  }
}
