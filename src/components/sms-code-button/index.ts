export { SmsCodeButton, type SmsCodeButtonProps } from './sms-code-button';
export { useCountdown } from './use-countdown';
