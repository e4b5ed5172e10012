import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.css';

type CheckInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  type?: 'checkbox' | 'radio';
};

/** The kit's round tick as a bare input, for a choice laid out by its screen (e.g. a radio card). */
export function CheckInput({ type = 'checkbox', className, ...props }: CheckInputProps) {
  return (
    <input
      type={type}
      className={className ? `${styles.checkbox} ${className}` : styles.checkbox}
      {...props}
    />
  );
}

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}

/** A round tick with its label; the whole row (44 px tall) toggles it. */
export function Checkbox({ checked, onChange, children, className }: CheckboxProps) {
  return (
    <label className={className ? `${styles.check} ${className}` : styles.check}>
      <CheckInput checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
