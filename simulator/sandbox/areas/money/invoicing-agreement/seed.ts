/**
 * The certified driver 13800000002 has signed last year's invoicing agreement and has this year's
 * still to sign (the Me banner shows it); nobody else has any. "This year" is the year of the seeding
 * day: last year's was issued on 3 January (or the day after he registered, if later) and signed the
 * next day; this year's was issued on 3 January, or the day before the seeding day early in January.
 */
import { SEEDED_MOBILES } from '../../../store/catalog';
import { DAY_MS, formatDate, formatDateTime, parseDate, parseDateTime } from '../../../store/time';
import type { SeedContext } from '../../slice';
import type { InvoicingAgreementRecord, InvoicingAgreementTables } from './types';

const INVOICING_AGREEMENT_NAME = '委托代开发票协议';

function agreementHtml(driverName: string, year: number): string {
  return [
    `<h3>${INVOICING_AGREEMENT_NAME}（${year}年度）</h3>`,
    `<p>委托方（甲方）：${driverName}</p>`,
    '<p>受托方（乙方）：河北顺达物流有限公司</p>',
    '<p>一、甲方委托乙方就甲方通过平台承运所得运费，向税务机关申请代开增值税发票并代扣代缴相关税费。</p>',
    '<p>二、甲方保证所提供的身份信息、车辆信息及运输业务真实有效。</p>',
    '<p>三、本协议自甲方签署之日起生效，有效期至当年12月31日。</p>',
  ].join('');
}

export function seedInvoicingAgreements({
  people,
  epochMs,
}: SeedContext): InvoicingAgreementTables {
  const agreements: InvoicingAgreementTables['agreements'] = {};
  const driver = people.find((p) => p.mobile === SEEDED_MOBILES.certifiedDriver);
  if (driver) {
    const name = driver.identity?.name ?? driver.mobile;
    const year = Number(formatDate(epochMs).slice(0, 4));
    const third = (y: number) => parseDate(`${y}-01-03`) + 10 * 3_600_000;
    const lastIssued = Math.max(third(year - 1), parseDateTime(driver.createTime) + DAY_MS);
    const thisIssued = Math.min(third(year), epochMs - DAY_MS);
    const list: InvoicingAgreementRecord[] = [
      {
        id: `IA${driver.appUserId}${year - 1}`,
        agreementName: INVOICING_AGREEMENT_NAME,
        contractContent: agreementHtml(name, year - 1),
        createTime: formatDateTime(lastIssued),
        signTime: formatDateTime(lastIssued + DAY_MS),
      },
      {
        id: `IA${driver.appUserId}${year}`,
        agreementName: INVOICING_AGREEMENT_NAME,
        contractContent: agreementHtml(name, year),
        createTime: formatDateTime(thisIssued),
        signTime: null,
      },
    ];
    agreements[driver.appUserId] = list;
  }
  return { agreements };
}
