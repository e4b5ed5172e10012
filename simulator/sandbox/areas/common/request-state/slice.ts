/**
 * What became of a write sent with an idempotency key (requestState/get): the app asks this after a
 * time-out or a lost connection instead of posting again blindly. Reads the idempotency store.
 */
import type { Envelope } from '@/lib/contract/envelope';
import { isEnvelopeSuccess } from '@/lib/contract/envelope';
import { requestState, type RequestState } from '@/lib/contract/common/request-state';
import { reject } from '../../../envelope';
import { keyState } from '../../../idempotency';
import { route } from '../../../router';
import { areaKey, defineSlice, type NoTables } from '../../slice';

export const requestStateSlice = defineSlice(areaKey<NoTables>('common/request-state'), {
  version: 1,
  seed: () => ({}),
  routes: [
    route(requestState.get, async (req, ctx): Promise<RequestState> => {
      const key = String(req.idempotencyKey ?? '').trim();
      const path = String(req.path ?? '').trim();
      if (!key || !path.startsWith('/api/')) reject('请求参数不正确');
      ctx.me();
      const found = await keyState(ctx.db, ctx.request, path, key);
      if (found.state !== 'done') return found;
      const body = JSON.parse(found.stored.body) as Envelope<unknown>;
      if (isEnvelopeSuccess(body)) return { state: 'done', success: true, data: body.data };
      return {
        state: 'done',
        success: false,
        msg: body.msg ?? body.errmsg ?? body.error ?? '请求失败',
        code: body.state ?? found.stored.status,
      };
    }),
  ],
});
