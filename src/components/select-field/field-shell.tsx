import { RightOutline } from 'antd-mobile-icons';
import { type ReactNode, type RefObject, useId } from 'react';
import styles from './select-field.module.css';

interface FieldLabelProps {
  id: string;
  label: string;
  required: boolean;
}

/** The label with the red asterisk of a required field (the asterisk is not read out). */
export function FieldLabel({ id, label, required }: FieldLabelProps) {
  return (
    <span className={styles.label}>
      <RequiredStar required={required} />
      <span id={id}>{label}</span>
    </span>
  );
}

function RequiredStar({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span className={styles.star} aria-hidden>
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}

export function fieldClassName(disabled: boolean, error: string | null, extra?: string): string {
  return [styles.field, disabled && styles.disabled, error && styles.invalid, extra]
    .filter(Boolean)
    .join(' ');
}

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
  children?: ReactNode;
}

/**
 * The field as one button named by its label (its content, so voice control's "tap 车型" works),
 * with the value or placeholder and any error as its description: a screen reader says
 * "车型, button, 平板货车". The button's hit area is stretched over the whole row.
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
  children,
}: TriggerFieldProps) {
  const base = useId();
  const valueId = `${base}-value`;
  const errorId = `${base}-error`;
  return (
    <div className={fieldClassName(disabled, error, className)}>
      <div className={styles.row}>
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
          <RequiredStar required={required} />
          {label}
        </button>
        <span id={valueId} className={display ? styles.value : styles.placeholder}>
          {display ?? placeholder}
        </span>
        <RightOutline className={styles.arrow} aria-hidden />
      </div>
      <FieldError id={errorId} message={error} />
      {children}
    </div>
  );
}
