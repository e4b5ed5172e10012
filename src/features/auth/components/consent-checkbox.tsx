import { useId } from 'react';
import { Link } from 'react-router-dom';
import { authLabels } from '../messages';
import styles from './form.module.css';
import { paths } from '@/lib/routing/paths';

interface ConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 我已阅读并同意《用户协议》和《隐私政策》, the two titles linking to the agreements. */
export function ConsentCheckbox({ checked, onChange }: ConsentCheckboxProps) {
  const id = useId();
  const textId = `${id}-text`;
  return (
    <div className={styles.consent}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-labelledby={textId}
      />
      <span id={textId} className={styles.consentText}>
        <label htmlFor={id}>{authLabels.consentPrefix}</label>
        <Link className={styles.inlineLink} to={paths.agreement.to({ type: 'user' })}>
          {authLabels.userAgreement}
        </Link>
        {authLabels.consentJoin}
        <Link className={styles.inlineLink} to={paths.agreement.to({ type: 'privacy' })}>
          {authLabels.privacyPolicy}
        </Link>
      </span>
    </div>
  );
}
