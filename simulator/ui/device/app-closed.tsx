/** The phone's screen while the app is closed (killed by the system, or closed by the H5). */
import { native } from '../core/native';
import styles from './device-frame.module.css';

export function AppClosed() {
  return (
    <div className={styles.closed} role="status" aria-label="应用已关闭">
      <p>应用已关闭</p>
      <button type="button" onClick={() => native.controls.native.reopen()}>
        打开应用
      </button>
    </div>
  );
}
