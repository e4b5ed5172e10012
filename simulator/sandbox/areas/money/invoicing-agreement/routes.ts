/** §7.3: the unsigned invoicing agreements of the logged-in driver. */
import { invoicingAgreement } from '@/lib/contract/money/invoicing-agreement';
import { reject } from '../../../envelope';
import { text } from '../../../fields';
import { route } from '../../../router';
import { invoicingAgreementMessages } from './messages';
import { invoicingAgreementsOf } from './records';

export const invoicingAgreementRoutes = [
  route(invoicingAgreement.listUnsignedByDriverId, (req, ctx) => {
    const me = ctx.me();
    // A driver may read only their own agreements.
    if (text(req.driverId, '司机ID') !== me.appUserId) reject(invoicingAgreementMessages.notYours);
    return invoicingAgreementsOf(ctx.db, me.appUserId)
      .filter((a) => a.signTime === null)
      .map(({ signTime: _signed, ...agreement }) => agreement);
  }),
];
