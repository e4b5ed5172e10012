/** WeChat signature and fuel-card vehicle pass. */
import { misc, type OilCarPass } from '@/lib/contract/common/misc';
import { text } from '../../../fields';
import { route } from '../../../router';
import { hash32 } from '../../../store/prng';

// What this area asks of the fuel card (areas/slice.ts SandboxQueries).
declare module '../../slice' {
  interface SandboxQueries {
    /** Whether the driver's vehicle may fuel with the card (fuel/card answers). */
    carPass: Query<{ appUserId: string; carNo: string }, OilCarPass>;
  }
}

export const miscRoutes = [
  route(misc.wechatSignature, (req, { db }) => {
    const url = text(req.url, 'url');
    const timestamp = Math.floor(db.now() / 1000);
    const nonceStr = hash32(`${url}|${timestamp}`).toString(36);
    const signature = [url, nonceStr, 'a', 'b', 'c']
      .map((part, i) => hash32(`${part}|${timestamp}|${i}`).toString(16).padStart(8, '0'))
      .join('');
    return { appId: 'wxsandbox0000000', timestamp, nonceStr, signature };
  }),

  route(misc.getOliCarPass, (req, ctx) =>
    ctx.db.ask('carPass', { appUserId: ctx.me().appUserId, carNo: text(req.carNo, '车牌号') }),
  ),
];
