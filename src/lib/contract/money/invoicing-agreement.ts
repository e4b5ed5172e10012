/** Invoicing agreements the driver has not signed yet (sdc taxBillPush, §3, §4, §7.3). */
import { endpoint } from '../endpoint';

export interface UnsignedAgreementsRequest {
  /** The driver's appUserId. */
  driverId: string;
  /** §7.3 sends 0: list every unsigned agreement, whether or not it was already reminded. */
  remindFlag: 0;
}

/** §3 unsigned agreement; only `contractContent` is named by the spec, the rest is ours. */
export interface UnsignedAgreement {
  id: string;
  /** The agreement's title, e.g. 委托代开发票协议. */
  agreementName: string;
  /** The agreement as server HTML (shown through SafeHtml). */
  contractContent: string;
  /** `YYYY-MM-DD HH:mm:ss`: when the platform issued it to the driver. */
  createTime: string;
}

export const invoicingAgreement = {
  listUnsignedByDriverId: endpoint<UnsignedAgreementsRequest, UnsignedAgreement[]>(
    'sdc',
    'taxBillPush/invoicingAgreement/listUnsignedByDriverId',
    { encoding: 'form' },
  ),
} as const;
