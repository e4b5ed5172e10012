import { licenseMessages as m } from '../messages';
import styles from './licence-form.module.css';

/** Driver certification: identity (/driverVoucher) then the licence (this step). */
export function VoucherSteps({ current }: { current: number }) {
  return (
    <ol className={styles.steps} aria-label={m.stepLabel}>
      {m.steps.map((step, i) => (
        <li
          key={step}
          className={i === current ? styles.stepCurrent : styles.step}
          aria-current={i === current ? 'step' : undefined}
        >
          {i + 1}. {step}
        </li>
      ))}
    </ol>
  );
}
