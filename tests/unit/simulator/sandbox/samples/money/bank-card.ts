/** Contract samples of the bank cards (bankInfoDMC). */
import { bankInfo } from '@/lib/contract/money/bank-card';
import { sms } from '@/lib/contract/common/sms';
import { call } from '../../helpers';
import { sample, type AnySample } from '../../sample-kit';

const card = {
  id: true,
  bankName: true,
  employeeNo: true,
  cardNoMasked: true,
  cardTail: true,
  holderName: true,
  reservedMobileMasked: true,
  isRefund: true,
  state: true,
  bindTime: true,
} as const;

export const samples: Record<string, AnySample> = {
  'bankInfo.listPage': sample(
    bankInfo.listPage,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: card },
  ),
  'bankInfo.get': sample(
    bankInfo.get,
    { id: 'C0001', plain: true },
    { kind: 'object', fields: { ...card, cardNo: false } },
  ),
  'bankInfo.checkBindRefundBank': sample(
    bankInfo.checkBindRefundBank,
    {},
    { kind: 'object', fields: { bound: true, card: true } },
  ),
  'bankInfo.checkCard': sample(
    bankInfo.checkCard,
    { cardNo: '6222020000000000000' },
    { kind: 'object', fields: { bankName: true, employeeNo: true, cardType: true } },
  ),
  // The reserved mobile's code is sent first and read from the sandbox inbox.
  'bankInfo.add': sample(
    bankInfo.add,
    async ({ sb, at, mobile }) => {
      await call(sb, sms.sendSmByTemplate, { mobile, template: 'bankCard' }, at);
      return {
        bankName: '中国工商银行',
        employeeNo: '102100099996',
        cardNo: '6222020000000000117',
        reservedMobile: mobile,
        code: sb.control.sms.latest(mobile, 'bankCard')!.code,
        agreed: true,
      };
    },
    { kind: 'object', fields: card },
  ),
  'bankInfo.unbind': sample(
    bankInfo.unbind,
    { id: 'C0002', password: 'Driver@123' },
    { kind: 'null' },
  ),
  'bankInfo.setRefund': sample(
    bankInfo.setRefund,
    { id: 'C0001', password: 'Driver@123' },
    { kind: 'object', fields: card },
  ),
  'bankInfo.checkEntrustAccount': sample(
    bankInfo.checkEntrustAccount,
    { cardNo: '6228480011223344554', accountName: '张三' },
    { kind: 'object', fields: { matched: true, message: true } },
  ),
};
