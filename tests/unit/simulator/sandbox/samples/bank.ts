/** Contract samples of the bank cards (bankInfoDMC). */
import { bankInfo } from '@/lib/contract/bank';
import { sample, type AnySample } from '../sample-kit';

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
};
