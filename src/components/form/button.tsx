import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { useFormBusy } from './form-context';
import styles from './form.module.css';
import { useSingleFlight } from './use-single-flight';

/** primary: the filled main action; secondary: outlined; text: a link-like 44 px tap target. */
export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** The kit's button look, for a control the kit does not render itself (e.g. an SmsCodeButton). */
export function buttonClass(variant: ButtonVariant, extra?: string): string {
  return extra ? `${styles[variant]} ${extra}` : styles[variant];
}

interface ButtonProps {
  variant?: ButtonVariant;
  /** May be async: it runs single-flight, busy until it settles. */
  onClick: () => unknown;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  onClick,
  disabled,
  className,
  children,
}: ButtonProps) {
  const { run, busy } = useSingleFlight();
  return (
    <button
      type="button"
      className={buttonClass(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={() => void run(onClick)}
    >
      {children}
    </button>
  );
}

interface SubmitButtonProps {
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** The Form's send button: disabled and busy while the submit runs, so a second tap sends nothing. */
export function SubmitButton({ disabled, className, children }: SubmitButtonProps) {
  const busy = useFormBusy();
  return (
    <button
      type="submit"
      className={buttonClass('primary', className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}

interface ButtonLinkProps {
  variant?: ButtonVariant;
  to: To;
  replace?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link with a button's look: where an action goes to another screen. */
export function ButtonLink({
  variant = 'primary',
  to,
  replace,
  className,
  children,
}: ButtonLinkProps) {
  return (
    <Link className={buttonClass(variant, className)} to={to} replace={replace}>
      {children}
    </Link>
  );
}
