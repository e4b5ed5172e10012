import { RightOutline } from 'antd-mobile-icons';
import { type ReactNode, type RefObject, useId } from 'react';
import { FieldBox, FieldShell } from '@/components/form';
import styles from './select-field.module.css';

interface TriggerFieldProps {
  id?: string;
  className?: string;
  label: string;
  required: boolean;
  disabled: boolean;
  /** The chosen value as text; null shows the placeholder. */
  display: string | null;
  placeholder: string;
  error: string | null;
  expanded: boolean;
  onOpen: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** At the end of the box; default the chevron. A date field shows a calendar. */
  icon?: ReactNode;
  children?: ReactNode;
}

/**
 * The field as one button named by its label (its content, so voice control's "tap 车型" works),
 * with the value or placeholder and any error as its description: a screen reader says
 * "车型, button, 平板货车". It has the form kit's look (label above, value in the 52 px box) and
 * the button's hit area is stretched over the label and the box.
 */
export function TriggerField({
  id,
  className,
  label,
  required,
  disabled,
  display,
  placeholder,
  error,
  expanded,
  onOpen,
  buttonRef,
  icon,
  children,
}: TriggerFieldProps) {
  const base = useId();
  const valueId = `${base}-value`;
  const errorId = `${base}-error`;
  return (
    <FieldShell
      className={[styles.field, disabled && styles.disabled, className].filter(Boolean).join(' ')}
      required={required}
      disabled={disabled}
      error={error}
      errorId={errorId}
      alertError
      label={
        <button
          ref={buttonRef}
          id={id}
          type="button"
          className={styles.trigger}
          aria-describedby={error ? `${valueId} ${errorId}` : valueId}
          aria-haspopup="dialog"
          aria-expanded={expanded}
          disabled={disabled}
          onClick={onOpen}
        >
          {label}
        </button>
      }
    >
      <FieldBox invalid={Boolean(error)} className={styles.box}>
        <span id={valueId} className={display ? styles.value : styles.placeholder}>
          {display ?? placeholder}
        </span>
        <span className={styles.icon} aria-hidden="true">
          {icon ?? <RightOutline />}
        </span>
      </FieldBox>
      {children}
    </FieldShell>
  );
}
