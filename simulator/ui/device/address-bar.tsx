/** Above the phone: the H5's current path (editable), back and reload, as a WebView's debug bar. */
import { useState, type FormEvent } from 'react';
import { h5, h5Status } from '../core/h5-controller';
import { useStore } from '../core/store';
import { captureNavigation } from '../recorder/capture';
import styles from './address-bar.module.css';

export function AddressBar() {
  const status = useStore(h5Status);
  // While the field has focus the driver's typing wins; otherwise it follows the H5.
  const [draft, setDraft] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    captureNavigation(draft ?? status.path);
    h5.navigate(draft ?? status.path);
    setDraft(null);
  };

  return (
    <form className={styles.bar} onSubmit={submit} aria-label="H5 地址栏">
      <button type="button" onClick={() => h5.back()} title="H5 后退（history.back）">
        ←
      </button>
      <input
        aria-label="H5 路径"
        value={draft ?? status.path}
        spellCheck={false}
        onFocus={() => setDraft(status.path)}
        onBlur={() => setDraft(null)}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" title="打开此路径">
        前往
      </button>
      <button
        type="button"
        onClick={() => h5.reload()}
        title="重新加载 H5"
        aria-label="重新加载 H5"
      >
        {status.loading ? '…' : '⟳'}
      </button>
    </form>
  );
}
