import { type SendSmsInput, useSendSmsCode } from '../api/sms';

/**
 * SmsCodeField's `onSend` for one flow: when `ready()` passes (usually the mobile field's check,
 * which shows its message) the flow's code is sent, and true starts the countdown.
 */
export function useCodeSender(input: SendSmsInput, ready: () => boolean = () => true) {
  const send = useSendSmsCode();
  return async (): Promise<boolean> => {
    if (!ready()) return false;
    await send.mutateAsync(input);
    return true;
  };
}
