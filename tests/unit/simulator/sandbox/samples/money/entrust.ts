/** Contract samples of bill delegate income (src/lib/contract/money/entrust.ts). */
import { entrust as api } from '@/lib/contract/money/entrust';
import { sms } from '@/lib/contract/common/sms';
import { call } from '../../helpers';
import { sample, type AnySample, type SampleContext } from '../../sample-kit';

const ENTRUST_FIELDS = {
  id: true,
  entrustNo: true,
  waybillId: true,
  waybillNo: true,
  route: true,
  goodsName: true,
  carNo: true,
  freight: true,
  payee: true,
  account: true,
  remark: true,
  state: true,
  refuseReason: true,
  mobileMasked: true,
  createTime: true,
  timeline: true,
} as const;
const ENTRUST = { kind: 'object', fields: ENTRUST_FIELDS } as const;

const captainId = (ctx: SampleContext) => ctx.sb.control.user('13800000003')!.appUserId;

async function draft(ctx: SampleContext): Promise<string> {
  const saved = await call(
    ctx.sb,
    api.saveBillDelegateIncome,
    { waybillId: 'WB0005', payeeId: captainId(ctx), accountId: 'CA0001' },
    ctx.at,
  );
  return saved.body.data.id;
}

export const samples: Record<string, AnySample> = {
  'entrust.get': sample(api.get, { id: 'WT0003' }, ENTRUST),
  'entrust.queryBillDelegateIncome': sample(
    api.queryBillDelegateIncome,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: ENTRUST_FIELDS },
  ),
  'entrust.saveBillDelegateIncome': sample(
    api.saveBillDelegateIncome,
    (ctx) => ({
      waybillId: 'WB0005',
      payeeId: captainId(ctx),
      accountId: 'CA0002',
      remark: '车队统一收款',
    }),
    ENTRUST,
  ),
  'entrust.applicationBillDelegateIncome': sample(
    api.applicationBillDelegateIncome,
    async (ctx) => {
      const id = await draft(ctx);
      await call(ctx.sb, sms.sendSmByTemplate, { mobile: ctx.mobile, template: 'entrust' }, ctx.at);
      return { id, code: ctx.sb.control.sms.latest(ctx.mobile, 'entrust')!.code };
    },
    ENTRUST,
  ),
  'entrust.withdrawnBillDelegateIncome': sample(
    api.withdrawnBillDelegateIncome,
    { id: 'WT0004' },
    ENTRUST,
  ),
};
