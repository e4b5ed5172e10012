import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './form.module.css';
import { formMessages } from './messages';

/**
 * The red * before a required field's label, shown from the start (not only after a submit). The
 * star is not read out; 必填 is, in reading order, unless the control says it itself
 * (`aria-required` on a text box: `spoken={false}`).
 */
export function RequiredMark({ spoken = true }: { spoken?: boolean }) {
  return (
    <>
      <span className={styles.star} aria-hidden="true">
        *
      </span>
      {spoken ? <span className="sr-only">{formMessages.required}</span> : null}
    </>
  );
}

export interface FieldErrorProps {
  id: string;
  message?: string | null;
  /** Announce it as it appears (pickers, photos: the driver is not in a text box). */
  alert?: boolean;
}

/** The rule's message beside (under) its field, in the danger colour. */
export function FieldError({ id, message, alert = false }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}

export interface FieldShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The label element: a `<label htmlFor>`, a span a group is named by, or a picker's button. */
  label: ReactNode;
  /** Shows the red * before the label. */
  required?: boolean;
  /** The control sets `aria-required` itself, so 必填 is not read out again. */
  requiredInControl?: boolean;
  error?: string | null;
  /** Id of the message, for the control's `aria-describedby`. */
  errorId: string;
  /** Announce the message as it appears (see FieldError). */
  alertError?: boolean;
  /** Greys the label of a field that cannot be changed. */
  disabled?: boolean;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * The one look of a form field (§5 form convention): the label above the control with the red * of
 * a required field, the control, and the rule's message under it. Every kit field is built on it —
 * text, text area, pickers, dates, photos — so a screen never mixes two field styles.
 */
export function FieldShell({
  label,
  required = false,
  requiredInControl = false,
  error,
  errorId,
  alertError = false,
  disabled = false,
  className,
  ref,
  children,
  ...rest
}: FieldShellProps) {
  const names = [styles.field, disabled && styles.fieldDisabled, className].filter(Boolean);
  return (
    <div ref={ref} className={names.join(' ')} {...rest}>
      <div className={styles.body}>
        <div className={styles.labelLine}>
          {required ? <RequiredMark spoken={!requiredInControl} /> : null}
          {label}
        </div>
        {children}
      </div>
      <FieldError id={errorId} message={error} alert={alertError} />
    </div>
  );
}

export interface FieldBoxProps {
  invalid?: boolean;
  /** No padding: one control fills the box (a button that opens a keyboard). */
  flush?: boolean;
  className?: string;
  children: ReactNode;
}

/** The 52 px rounded box a field's value sits in; red when its rule fails. */
export function FieldBox({ invalid = false, flush = false, className, children }: FieldBoxProps) {
  const names = [styles.control, invalid && styles.invalid, flush && styles.flush, className];
  return <div className={names.filter(Boolean).join(' ')}>{children}</div>;
}
