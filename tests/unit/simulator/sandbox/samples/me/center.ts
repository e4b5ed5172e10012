/** Contract samples of the Me area: wallet, fuel cards and unsigned invoicing agreements. */
import { fuelCard } from '@/lib/contract/fuel/balance';
import { invoicingAgreement } from '@/lib/contract/money/invoicing-agreement';
import { money } from '@/lib/contract/money/wallet';
import { sample, type AnySample } from '../../sample-kit';

export const samples: Record<string, AnySample> = {
  'money.getBalanceByDriver': sample(
    money.getBalanceByDriver,
    {},
    { kind: 'object', fields: { availableBalance: true, frozenBalance: true } },
  ),
  'money.getDriverThirtyDayAmount': sample(
    money.getDriverThirtyDayAmount,
    {},
    {
      kind: 'object',
      fields: {
        settlementVehicleNumber: true,
        driverThirtyDayAmount: true,
        completedOrderCount: true,
      },
    },
  ),
  'fuelCard.getOilCardBalance': sample(
    fuelCard.getOilCardBalance,
    {},
    { kind: 'object', fields: { oilLeftPrice: true, gasLeftPrice: true } },
  ),
  'invoicingAgreement.listUnsignedByDriverId': sample(
    invoicingAgreement.listUnsignedByDriverId,
    (ctx) => ({ driverId: ctx.sb.control.user(ctx.mobile)!.appUserId, remindFlag: 0 }),
    {
      kind: 'list',
      fields: { id: true, agreementName: true, contractContent: true, createTime: true },
    },
  ),
};
