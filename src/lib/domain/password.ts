import { domainMessages } from './messages';

/** §5, §9: the password field's maxlength. */
export const PASSWORD_MAX_LENGTH = 16;
/** Not in the spec: the shortest new password accepted (register, find and reset password). */
const PASSWORD_MIN_LENGTH = 6;

type PasswordMessage = (typeof domainMessages)[
  | 'passwordRequired'
  | 'passwordTooLong'
  | 'newPasswordLength'
  | 'newPasswordChars'
  | 'passwordMismatch'];

function isBlank(value: string | null | undefined): value is null | undefined | '' {
  return value == null || value === '';
}

/** Login password: required, at most 16 characters (no other rule: old passwords must still work). */
export function validatePassword(
  value: string | null | undefined,
): null | Extract<PasswordMessage, '请输入密码' | '密码长度不能超过16位'> {
  if (isBlank(value)) return domainMessages.passwordRequired;
  return value.length > PASSWORD_MAX_LENGTH ? domainMessages.passwordTooLong : null;
}

/** A new password: 6–16 characters with at least one letter and one digit (other symbols allowed). */
export function validateNewPassword(value: string | null | undefined): null | PasswordMessage {
  if (isBlank(value)) return domainMessages.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) {
    return domainMessages.newPasswordLength;
  }
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return domainMessages.newPasswordChars;
  return null;
}

/** The repeated password must be given and equal the first one. */
export function validatePasswordConfirm(
  password: string | null | undefined,
  confirm: string | null | undefined,
): null | Extract<PasswordMessage, '请输入密码' | '两次输入的密码不一致'> {
  if (isBlank(confirm)) return domainMessages.passwordRequired;
  return confirm === (password ?? '') ? null : domainMessages.passwordMismatch;
}
