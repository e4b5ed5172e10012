/**
 * The certified driver 13800000002 has signed last year's invoicing agreement and has this year's
 * still to sign (the Me banner shows it); nobody else has any.
 */
import { SEEDED_MOBILES } from '../../store/catalog';
import { DAY_MS, formatDateTime, SEED_EPOCH_MS } from '../../store/time';
import type { SeedContext } from '../slice';
import type { InvoicingAgreementRecord, InvoicingAgreementTables } from './types';

export const INVOICING_AGREEMENT_NAME = '委托代开发票协议';

export function agreementHtml(driverName: string, year: number): string {
  return [
    `<h3>${INVOICING_AGREEMENT_NAME}（${year}年度）</h3>`,
    `<p>委托方（甲方）：${driverName}</p>`,
    '<p>受托方（乙方）：河北顺达物流有限公司</p>',
    '<p>一、甲方委托乙方就甲方通过平台承运所得运费，向税务机关申请代开增值税发票并代扣代缴相关税费。</p>',
    '<p>二、甲方保证所提供的身份信息、车辆信息及运输业务真实有效。</p>',
    '<p>三、本协议自甲方签署之日起生效，有效期至当年12月31日。</p>',
  ].join('');
}

export function seedInvoicingAgreements({ people }: SeedContext): InvoicingAgreementTables {
  const agreements: InvoicingAgreementTables['agreements'] = {};
  const driver = people.find((p) => p.mobile === SEEDED_MOBILES.certifiedDriver);
  if (driver) {
    const name = driver.identity?.name ?? driver.mobile;
    const issued = (days: number) => formatDateTime(SEED_EPOCH_MS + days * DAY_MS);
    const list: InvoicingAgreementRecord[] = [
      {
        id: `IA${driver.appUserId}2025`,
        agreementName: INVOICING_AGREEMENT_NAME,
        contractContent: agreementHtml(name, 2025),
        createTime: issued(2),
        signTime: issued(3),
      },
      {
        id: `IA${driver.appUserId}2026`,
        agreementName: INVOICING_AGREEMENT_NAME,
        contractContent: agreementHtml(name, 2026),
        createTime: issued(367),
        signTime: null,
      },
    ];
    agreements[driver.appUserId] = list;
  }
  return { agreements };
}
