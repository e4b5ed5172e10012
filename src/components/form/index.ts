export { Button, ButtonLink, buttonClass, SubmitButton, type ButtonVariant } from './button';
export { CheckInput, Checkbox } from './checkbox';
export { CodeBoxesInput, type CodeBoxesInputProps } from './code-boxes-input';
export { ConsentCheckbox, type AgreementLink, type ConsentCheckboxProps } from './consent-checkbox';
export { Form, type FormProps } from './form';
export { formMessages } from './messages';
export { MobileField, type MobileFieldProps } from './mobile-field';
export { NewPasswordFields, newPasswordRules } from './new-password-fields';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { SmsCodeField, type SmsCodeFieldProps } from './sms-code-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export {
  FieldBox,
  FieldError,
  FieldShell,
  RequiredMark,
  type FieldBoxProps,
  type FieldErrorProps,
  type FieldShellProps,
} from './field-shell';
export { stripFormatting, TextField, type TextFieldProps } from './text-field';
export { useConsent } from './use-consent';
export { isRequired, useFormFields, type FieldBinding, type Validators } from './use-form-fields';
export { MOVED_ON, useSingleFlight, type SingleFlight } from './use-single-flight';
