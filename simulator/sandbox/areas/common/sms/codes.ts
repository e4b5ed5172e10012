/** SMS codes: six digits, deterministic from seed and counter, valid 5 minutes, one live code per flow. */
import { SMS_TEMPLATES } from '@/lib/contract/common/sms';
import { reject } from '../../../envelope';
import { serverMessages } from '../../../messages';
import type { Db } from '../../../store/db';
import { smsArea, type SmsMessage } from './types';

function latest(db: Db, mobile: string, template: string): SmsMessage | undefined {
  return db.area(smsArea).messages.findLast((m) => m.mobile === mobile && m.template === template);
}

export function sendCode(
  db: Db,
  mobile: string,
  template: string,
  log: (line: string) => void,
): SmsMessage {
  if (!(SMS_TEMPLATES as readonly string[]).includes(template))
    reject(`短信模板不存在：${template}`);
  const now = db.now();
  const previous = latest(db, mobile, template);
  if (previous && now - previous.sentAtMs < db.state.config.smsIntervalS * 1000) {
    reject(serverMessages.smsTooFrequent);
  }
  const tables = db.area(smsArea);
  tables.sent += 1;
  const n = tables.sent;
  const message: SmsMessage = {
    mobile,
    template,
    code: db.rng('sms', n).digits(6),
    time: new Date(now).toISOString(),
    sentAtMs: now,
    expiresAtMs: now + db.state.config.smsTtlS * 1000,
    used: false,
  };
  tables.messages.push(message);
  log(`[sandbox] SMS to ${mobile} : ${message.code} (${template})`);
  return message;
}

/** Only the latest code of the flow counts; `consume` makes it single-use (login, register, reset). */
export function checkCode(
  db: Db,
  mobile: string,
  template: string,
  code: string,
  consume: boolean,
): void {
  const message = latest(db, mobile, template);
  if (!message || message.used || message.code !== code) reject(serverMessages.codeWrong);
  if (db.now() > message.expiresAtMs) reject(serverMessages.codeExpired);
  if (consume) message.used = true;
}
