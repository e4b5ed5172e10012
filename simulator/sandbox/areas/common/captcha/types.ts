/** Graphic captchas handed out (the newest 50). */
import { areaKey } from '../../slice';

export interface CaptchaRecord {
  captchaKey: string;
  code: string;
  expiresAtMs: number;
  used: boolean;
}

export interface CaptchaTables {
  captchas: CaptchaRecord[];
  /** Captchas drawn so far; the n-th comes from the generator `captcha#n`. */
  issued: number;
}

export const captchaArea = areaKey<CaptchaTables>('common/captcha');
