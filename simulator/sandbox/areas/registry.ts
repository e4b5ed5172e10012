/**
 * Every registered area. The state is the union of their tables, the API is the union of their
 * routes (one per contract endpoint, checked by tests/unit/simulator/sandbox/slices.test.ts) and the
 * control API includes their operations. Adding an area is one line here.
 */
import type { SandboxQueries } from './slice';
import { answerBook, Db } from '../store/db';
import type { SandboxState } from '../store/types';
import { accountSlice } from './account/auth/slice';
import { bankSlice } from './money/bank-card/slice';
import { captainSlice } from './account/captain/slice';
import { captchaSlice } from './common/captcha/slice';
import { certificationSlice } from './account/certification/slice';
import { eventRecordSlice } from './common/event-record/slice';
import { faceSlice } from './account/face/slice';
import { identitySlice } from './account/identity/slice';
import { licenseSlice } from './account/license/slice';
import { miscSlice } from './common/misc/slice';
import { noticeSlice } from './me/messages/slice';
import { ocrSlice } from './common/ocr/slice';
import { regionSlice } from './common/region/slice';
import { settingsSlice } from './common/settings/slice';
import { smsSlice } from './common/sms/slice';
import { uploadSlice } from './common/upload/slice';
import { vehicleSlice } from './account/vehicle/slice';
import { profileSlice } from './account/profile/slice';
import { realNameBankSlice } from './money/real-name-bank/slice';
import { moneySlice } from './money/wallet/slice';
import { fuelCardSlice } from './fuel/card/slice';
import { invoicingAgreementSlice } from './money/invoicing-agreement/slice';
import { blacklistSlice } from './me/blacklist/slice';
import { inviteSlice } from './me/invite/slice';
import { supplySlice } from './supply/market/slice';
import { eContractSlice } from './supply/e-contract/slice';
import { waybillSlice } from './waybill/waybills/slice';
import { waybillAfterSalesSlice } from './waybill/after-sales/slice';
import { requestStateSlice } from './common/request-state/slice';
import { collectionAccountSlice } from './money/collection-account/slice';
import { entrustSlice } from './money/entrust/slice';
import { customerServiceSlice } from './home/customer-service/slice';

export const SLICES = [
  accountSlice,
  smsSlice,
  captchaSlice,
  faceSlice,
  identitySlice,
  licenseSlice,
  vehicleSlice,
  captainSlice,
  ocrSlice,
  regionSlice,
  noticeSlice,
  eventRecordSlice,
  settingsSlice,
  miscSlice,
  uploadSlice,
  bankSlice,
  profileSlice,
  realNameBankSlice,
  moneySlice,
  fuelCardSlice,
  invoicingAgreementSlice,
  blacklistSlice,
  inviteSlice,
  certificationSlice,
  supplySlice,
  waybillSlice,
  waybillAfterSalesSlice,
  eContractSlice,
  requestStateSlice,
  collectionAccountSlice,
  entrustSlice,
  customerServiceSlice,
] as const;

/**
 * Every declared query (areas/slice.ts SandboxQueries), so that start-up can check each has exactly
 * one answering slice; the type makes a query declared but left out of this list a compile error.
 */
const QUERIES: { readonly [Q in keyof SandboxQueries]: true } = {
  userByMobile: true,
  signInvoicingAgreement: true,
  ocrPerson: true,
  ocrLicence: true,
  carPass: true,
  truckBusy: true,
  collectionAccountsOf: true,
  createWaybill: true,
  attachContract: true,
  findWaybill: true,
  waybillTerms: true,
  waybillsOfUser: true,
  setWaybillStatus: true,
};

export const QUERY_NAMES = Object.keys(QUERIES);

/** A Db over `state` whose events and queries reach the registered slices (sandbox.ts, invariants). */
export function wiredDb(state: SandboxState, clock: () => number): Db {
  return new Db(
    state,
    clock,
    SLICES.map((s) => s.on),
    answerBook(SLICES, QUERY_NAMES),
  );
}
