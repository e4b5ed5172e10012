/** Top bar: which phone, fit to window, and scenario files (save / load). */
import { useRef, useState, type ChangeEvent } from 'react';
import { choosePreset } from './core/device-sync';
import { useStore } from './core/store';
import { downloadScenario, loadScenario, saveScenario } from './core/scenario-file';
import { uiSettings } from './core/ui-settings';
import { DEVICE_PRESET_IDS, DEVICE_PRESETS, isDevicePresetId } from './device/device-presets';
import styles from './sim-toolbar.module.css';

export function SimToolbar() {
  const settings = useStore(uiSettings);
  const file = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

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
    if (!chosen) return;
    try {
      const scenario = await loadScenario(await chosen.text());
      setMessage({ text: `已载入场景「${scenario.name}」` });
    } catch (error) {
      setMessage({ text: `载入失败：${(error as Error).message}`, error: true });
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
