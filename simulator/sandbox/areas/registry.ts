/**
 * Every registered area. The state is the union of their tables, the API is the union of their
 * routes (one per contract endpoint, checked by tests/unit/simulator/sandbox/slices.test.ts) and the
 * control API includes their operations. Adding an area is one line here.
 */
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
import { chatSlice } from './home/customer-service/slice';

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
