/** Contract samples of the withdrawals (refundApplicationDMC, src/lib/contract/money/withdraw.ts). */
import { sms } from '@/lib/contract/common/sms';
import { withdraw as api } from '@/lib/contract/money/withdraw';
import { call } from '../../helpers';
import { sample, type AnySample, type SampleContext } from '../../sample-kit';

export const APPLICATION_FIELDS = {
  id: true,
  applicationNo: true,
  amount: true,
  state: true,
  bankName: true,
  cardNoMasked: true,
  cardTail: true,
  waybills: true,
  rejectReason: true,
  applyTime: true,
  approveTime: true,
  payTime: true,
  rejectTime: true,
} as const;

const INCOME_FIELDS = {
  waybillId: true,
  waybillNo: true,
  route: true,
  settledAmount: true,
  remaining: true,
  settleTime: true,
} as const;

/** The newest withdrawable waybills of the caller and a fresh withdraw code. */
export async function withdrawInput(ctx: SampleContext) {
  const page = await call(ctx.sb, api.listWithdrawable, { pageIndex: 1, pageSize: 20 }, ctx.at);
  const sent = await call(
    ctx.sb,
    sms.sendSmByTemplate,
    { mobile: ctx.mobile, template: 'withdraw' },
    ctx.at,
  );
  if (!sent.body.success) throw new Error(sent.body.msg);
  const code = ctx.sb.control.sms.latest(ctx.mobile, 'withdraw')!.code;
  return { incomes: page.body.data.records, code, bankCardId: 'C0001' };
}

export const samples: Record<string, AnySample> = {
  'withdraw.checkWithdrawLimit': sample(
    api.checkWithdrawLimit,
    {},
    {
      kind: 'object',
      fields: {
        minAmount: true,
        singleLimit: true,
        dailyLimit: true,
        dailyUsed: true,
        availableBalance: true,
        withdrawable: true,
      },
    },
  ),
  'withdraw.listWithdrawable': sample(
    api.listWithdrawable,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: INCOME_FIELDS },
  ),
  'withdraw.add': sample(
    api.add,
    async (ctx) => {
      const { incomes, code, bankCardId } = await withdrawInput(ctx);
      return { waybillId: incomes[0]!.waybillId, amount: 10_000, bankCardId, code };
    },
    { kind: 'object', fields: APPLICATION_FIELDS },
  ),
  'withdraw.addAll': sample(
    api.addAll,
    async (ctx) => {
      const { incomes, code, bankCardId } = await withdrawInput(ctx);
      const waybillIds = incomes.slice(0, 2).map((i) => i.waybillId);
      return { waybillIds, amount: 20_000, bankCardId, code };
    },
    { kind: 'object', fields: APPLICATION_FIELDS },
  ),
  'withdraw.listPage': sample(
    api.listPage,
    { pageIndex: 1, pageSize: 20, state: 'rejected' },
    { kind: 'page', fields: APPLICATION_FIELDS },
  ),
  'withdraw.get': sample(
    api.get,
    async (ctx) => {
      const page = await call(ctx.sb, api.listPage, { pageIndex: 1, pageSize: 1 }, ctx.at);
      return { id: page.body.data.records[0]!.id };
    },
    { kind: 'object', fields: APPLICATION_FIELDS },
  ),
};
