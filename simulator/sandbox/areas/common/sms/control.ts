/** Reading the SMS inbox: `sb.control.sms.*`, `GET /__sandbox/sms` and `sms/latest`. */
import { controlOp, notFound } from '../../../control/op';
import { smsArea, type SmsMessage, type SmsView } from './types';

function view(m: SmsMessage): SmsView {
  return { mobile: m.mobile, template: m.template, code: m.code, time: m.time };
}

export const smsControl = [
  controlOp(
    'sms.inbox',
    ({ db }) =>
      (mobile?: string): SmsView[] =>
        db
          .area(smsArea)
          .messages.filter((m) => !mobile || m.mobile === mobile)
          .map(view),
    { route: 'GET sms', args: (input) => [input.query('mobile')] },
  ),
  controlOp(
    'sms.latest',
    ({ db }) =>
      (mobile: string, template?: string): SmsView | null => {
        const found = db
          .area(smsArea)
          .messages.findLast((m) => m.mobile === mobile && (!template || m.template === template));
        return found ? view(found) : null;
      },
    {
      route: 'GET sms/latest',
      args: (input) => [input.query('mobile') ?? '', input.query('template')],
      reply: (found, input) => {
        if (!found) throw notFound(`SMS to ${input.query('mobile') ?? ''}`);
        return found;
      },
    },
  ),
] as const;
