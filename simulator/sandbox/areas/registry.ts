/**
 * Every registered area. The state is the union of their tables, the API is the union of their
 * routes (one per contract endpoint, checked by tests/unit/simulator/sandbox/slices.test.ts) and the
 * control API includes their operations. Adding an area is one line here.
 */
import { accountSlice } from './account/slice';
import { bankSlice } from './bank/slice';
import { captainSlice } from './captain/slice';
import { captchaSlice } from './captcha/slice';
import { certificationSlice } from './certification/slice';
import { eventRecordSlice } from './event-record/slice';
import { faceSlice } from './face/slice';
import { identitySlice } from './identity/slice';
import { licenseSlice } from './license/slice';
import { miscSlice } from './misc/slice';
import { noticeSlice } from './notice/slice';
import { ocrSlice } from './ocr/slice';
import { regionSlice } from './region/slice';
import { settingsSlice } from './settings/slice';
import { smsSlice } from './sms/slice';
import { uploadSlice } from './upload/slice';
import { vehicleSlice } from './vehicle/slice';
import { profileSlice } from './profile/slice';
import { realNameBankSlice } from './real-name-bank/slice';
import { moneySlice } from './money/slice';
import { fuelCardSlice } from './fuel-card/slice';
import { invoicingAgreementSlice } from './invoicing-agreement/slice';
import { blacklistSlice } from './blacklist/slice';
import { inviteSlice } from './invite/slice';
import { supplySlice } from './supply/slice';
import { eContractSlice } from './e-contract/slice';
import { waybillSlice } from './waybill/slice';
import { waybillAfterSalesSlice } from './waybill-after-sales/slice';
import { requestStateSlice } from './request-state/slice';
import { collectionAccountSlice } from './collection-account/slice';
import { entrustSlice } from './entrust/slice';
import { chatSlice } from './chat/slice';

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
  chatSlice,
] as const;
