import { Fragment, useId } from 'react';
import { Link, type To } from 'react-router-dom';
import { CheckInput } from './checkbox';
import styles from './form.module.css';
import { formMessages } from './messages';

export interface AgreementLink {
  /** The agreement's title as shown, e.g. 《用户协议》. */
  label: string;
  to: To;
}

export interface ConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The agreements to read, each a link to its screen (the screen passes their paths). */
  links: readonly AgreementLink[];
  prefix?: string;
}

function separatorBefore(index: number, count: number): string {
  if (index === 0) return '';
  return index === count - 1 ? formMessages.consentJoin : formMessages.consentListJoin;
}

/**
 * 我已阅读并同意《用户协议》和《隐私政策》: the tick is named by the whole sentence, and each title
 * links to its agreement. Pair it with `useConsent` to stop a submit while it is unticked.
 */
export function ConsentCheckbox({
  checked,
  onChange,
  links,
  prefix = formMessages.consentPrefix,
}: ConsentCheckboxProps) {
  const id = useId();
  const textId = `${id}-text`;
  return (
    <div className={styles.consent}>
      <CheckInput
        id={id}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-labelledby={textId}
      />
      <span id={textId} className={styles.consentText}>
        <label htmlFor={id}>{prefix}</label>
        {links.map((link, i) => (
          <Fragment key={link.label}>
            {separatorBefore(i, links.length)}
            <Link className={styles.inlineLink} to={link.to}>
              {link.label}
            </Link>
          </Fragment>
        ))}
      </span>
    </div>
  );
}
