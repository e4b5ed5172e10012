/** The SMS codes the sandbox "sent" (its inbox). */
import { areaKey } from '../../slice';

export interface SmsMessage {
  mobile: string;
  template: string;
  code: string;
  /** ISO time it was sent (server clock). */
  time: string;
  sentAtMs: number;
  expiresAtMs: number;
  used: boolean;
}

export interface SmsTables {
  messages: SmsMessage[];
  /** Codes sent so far; the n-th code comes from the generator `sms#n`. */
  sent: number;
}

export const smsArea = areaKey<SmsTables>('common/sms');

/** A message as testers see it. */
export interface SmsView {
  mobile: string;
  template: string;
  code: string;
  time: string;
}
