/** Contract samples of collection accounts (src/lib/contract/money/collection-account.ts). */
import { collectionAccount as api } from '@/lib/contract/money/collection-account';
import { NULL, sample, type AnySample } from '../../sample-kit';

const ACCOUNT_FIELDS = {
  id: true,
  ownerId: true,
  ownerName: true,
  accountName: true,
  bankName: true,
  cardNoMasked: true,
  isDefault: true,
  createTime: true,
} as const;
const ACCOUNT = { kind: 'object', fields: ACCOUNT_FIELDS } as const;
const CAPTAIN = '13800000003';

export const samples: Record<string, AnySample> = {
  'collectionAccount.listPage': sample(
    api.listPage,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: ACCOUNT_FIELDS },
    CAPTAIN,
  ),
  'collectionAccount.add': sample(
    api.add,
    (ctx) => ({
      accountName: ctx.sb.control.user(ctx.mobile)!.identity!.name ?? '',
      bankName: '招商银行',
      cardNo: '6214 8300 0012 3456 789',
    }),
    ACCOUNT,
  ),
  'collectionAccount.get': sample(api.get, { id: 'CA0001' }, ACCOUNT, CAPTAIN),
  'collectionAccount.delete': sample(api.delete, { id: 'CA0002' }, NULL, CAPTAIN),
  'collectionAccount.listForWaybill': sample(
    api.listForWaybill,
    { waybillId: 'WB0005' },
    { kind: 'list', fields: ACCOUNT_FIELDS },
  ),
  'collectionAccount.listOfPayee': sample(
    api.listOfPayee,
    (ctx) => ({ payeeId: ctx.sb.control.user(CAPTAIN)!.appUserId }),
    { kind: 'list', fields: ACCOUNT_FIELDS },
  ),
};
