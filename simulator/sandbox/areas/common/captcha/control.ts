/** `sb.control.captcha.latest()` and `GET /__sandbox/captcha/latest`: the newest captcha's answer. */
import { controlOp, notFound } from '../../../control/op';
import { captchaArea } from './types';

export const captchaControl = [
  controlOp(
    'captcha.latest',
    ({ db }) =>
      (): { captchaKey: string; code: string } | null => {
        const c = db.area(captchaArea).captchas.at(-1);
        return c ? { captchaKey: c.captchaKey, code: c.code } : null;
      },
    {
      route: 'GET captcha/latest',
      reply: (found) => {
        if (!found) throw notFound('captcha');
        return found;
      },
    },
  ),
] as const;
