import { useState } from 'react';
import { PASSWORD_MAX_LENGTH } from '@/lib/domain/password';
import { EyeIcon } from './eye-icon';
import styles from './form.module.css';
import { formMessages } from './messages';
import { TextField } from './text-field';

export interface PasswordFieldProps {
  label?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  /** Shows the red * (a form's `bind` passes it). */
  required?: boolean;
  autoComplete?: 'current-password' | 'new-password';
}

/** §5: maxlength 16, with a show/hide toggle that keeps what was typed. */
export function PasswordField({
  label = formMessages.password,
  placeholder = formMessages.passwordPlaceholder,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      type={visible ? 'text' : 'password'}
      maxLength={PASSWORD_MAX_LENGTH}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={visible ? formMessages.hidePassword : formMessages.showPassword}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon open={visible} />
        </button>
      }
      {...props}
    />
  );
}
