/**
 * `sb.control.invoicingAgreements(mobile)` / `GET /__sandbox/invoicing-agreements?mobile=` (every
 * agreement, signed or not) and `sb.control.signInvoicingAgreements(mobile)` /
 * `POST /__sandbox/invoicing-agreements/sign {mobile}` (what signing at /verifyAgree does).
 */
import { controlOp, notFound } from '../../../control/op';
import { userByMobile } from '../../account/auth/users';
import { invoicingAgreementsOf, signInvoicingAgreements } from './records';
import type { InvoicingAgreementRecord } from './types';

export const invoicingAgreementControl = [
  controlOp(
    'invoicingAgreements',
    ({ db }) =>
      (mobile: string): InvoicingAgreementRecord[] => {
        const user = userByMobile(db, mobile);
        return user ? invoicingAgreementsOf(db, user.appUserId) : [];
      },
    {
      route: 'GET invoicing-agreements',
      args: (input) => [input.query('mobile') ?? ''],
    },
  ),
  controlOp(
    'signInvoicingAgreements',
    (core) =>
      (mobile: string): number => {
        const user = userByMobile(core.db, mobile);
        if (!user) throw new Error(`no sandbox user ${mobile}`);
        const signed = signInvoicingAgreements(core.db, user.appUserId);
        core.save();
        return signed;
      },
    {
      route: 'POST invoicing-agreements/sign',
      args: async (input, { db }) => {
        const { mobile } = await input.body<{ mobile?: string }>();
        if (!mobile || !userByMobile(db, mobile)) throw notFound(`user ${String(mobile)}`);
        return [mobile];
      },
      reply: (signed) => ({ signed }),
    },
  ),
] as const;
