/**
 * A person to ring: who they are (装货联系人, 货主 …), their name and masked number, and a round
 * 拨打 button. The call itself is the screen's (a virtual number, the dialler): the button is
 * single-flight, so a second tap while the number is fetched rings nobody twice.
 */
import { useSingleFlight } from '@/components/form';
import styles from './contact-row.module.css';

export interface ContactRowProps {
  /** What the person is to this load or waybill: 装货联系人, 卸货联系人, 货主联系人. */
  role: string;
  name: string;
  /** Shown as given: the platform's masked number (138****0000). */
  phone: string;
  onCall: () => Promise<void> | void;
  /** The button's text. Default 拨打. */
  buttonText?: string;
  /** The button's accessible name. Default `拨打<role>`. */
  callLabel?: string;
}

export const CONTACT_ROW_CALL = '拨打';

export function ContactRow(props: ContactRowProps) {
  const { role, name, phone, onCall, buttonText = CONTACT_ROW_CALL } = props;
  const { run, busy } = useSingleFlight();
  return (
    <div className={styles.row}>
      <div className={styles.main}>
        <span className={styles.role}>{role}</span>
        <span className={styles.person}>
          <span className={styles.name}>{name}</span>{' '}
          <span className={styles.phone} data-number>
            {phone}
          </span>
        </span>
      </div>
      <button
        type="button"
        className={styles.call}
        aria-label={props.callLabel ?? `${CONTACT_ROW_CALL}${role}`}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => void run(async () => onCall())}
      >
        {buttonText}
      </button>
    </div>
  );
}
