/** The invoicing-agreement area: agreements issued to drivers and whether they are signed. */
import { defineSlice } from '../../slice';
import { invoicingAgreementControl } from './control';
import { signInvoicingAgreement } from './records';
import { invoicingAgreementRoutes } from './routes';
import { seedInvoicingAgreements } from './seed';
import { invoicingAgreementArea } from './types';

export const invoicingAgreementSlice = defineSlice(invoicingAgreementArea, {
  version: 1,
  seed: seedInvoicingAgreements,
  routes: invoicingAgreementRoutes,
  control: invoicingAgreementControl,
  answers: {
    signInvoicingAgreement: (db, { appUserId, id }) => signInvoicingAgreement(db, appUserId, id),
  },
});
