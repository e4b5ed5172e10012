/** The captcha area: graphic captchas and their answers for testers. */
import { defineSlice } from '../../slice';
import { captchaControl } from './control';
import { captchaRoutes } from './routes';
import { captchaArea } from './types';

export const captchaSlice = defineSlice(captchaArea, {
  version: 1,
  seed: () => ({ captchas: [], issued: 0 }),
  routes: captchaRoutes,
  control: captchaControl,
});
