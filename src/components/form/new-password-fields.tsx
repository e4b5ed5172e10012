import { validateNewPassword, validatePasswordConfirm } from '@/lib/domain/password';
import { formMessages } from './messages';
import { PasswordField } from './password-field';
import type { FieldBinding, Validators } from './use-form-fields';

/**
 * The pair's rules for `useFormFields`, spread into the form's own:
 * `{ mobile: validateMobile, ...newPasswordRules }` with values named `password` and `confirm`.
 */
export const newPasswordRules: Validators<{ password: string; confirm: string }> = {
  password: validateNewPassword,
  confirm: (value, all) => validatePasswordConfirm(all.password, value),
};

interface NewPasswordFieldsProps {
  password: FieldBinding<string>;
  confirm: FieldBinding<string>;
  /** The first field's label: 新密码 when changing, 密码 when registering. */
  label?: string;
}

/** A new password and its repetition (6–16 characters, letters and digits, both the same). */
export function NewPasswordFields({
  password,
  confirm,
  label = formMessages.newPassword,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        placeholder={formMessages.newPasswordPlaceholder}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField
        label={formMessages.confirmPassword}
        placeholder={formMessages.confirmPasswordPlaceholder}
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
