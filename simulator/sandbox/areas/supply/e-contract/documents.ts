/** A contract as a readable document: the HTML of its kind, filled from its waybill and parties. */
import type { ContractDocument } from '@/lib/contract/supply/e-contract';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { userById } from '../../account/auth/users';
import { identityOf } from '../../account/identity/records';
import { documentHtml, freightTerms, para, terms } from '../market/html';
import { maskPhone } from '../../../kernel/mask';
import { unitLabel } from '../market/messages';
import { CONTRACT_TITLES, summaryOf } from './records';
import type { ContractRecord } from './types';

function body(db: Db, c: ContractRecord, driver: string): string[] {
  const w = db.ask('waybillTerms', c.waybillId);
  if (c.kind === 'KJ' && w) {
    return [
      para(`托运方（甲方）：${c.partyName}；承运方（乙方）：${driver}。`),
      terms([
        ['运单号', w.waybillNo],
        ['装货地', `${w.origin.regionName} ${w.origin.address}`],
        ['卸货地', `${w.destination.regionName} ${w.destination.address}`],
        ['货物', `${w.goodsName} ${w.quantity}${unitLabel(w.unit)}`],
        ['承运车辆', w.carNo],
        ['装货时间', `${formatDateTime(w.loadingStartMs)} 至 ${formatDateTime(w.loadingEndMs)}`],
        ...freightTerms(w.settlement),
      ]),
      para('乙方应按时装货并将货物安全运至卸货地，运费在卸货回单审核通过后由平台支付至乙方账户。'),
    ];
  }
  if (c.kind === 'delegation') {
    return [
      para(`授权人：${driver}；被授权方：网络货运平台。`),
      para(
        `授权人同意平台在承运${c.partyName}货源期间，代为使用授权人的电子签章签署运输相关单据。授权期限一年。`,
      ),
    ];
  }
  return [
    para(`甲方：${PLATFORM}；乙方：${driver}。`),
    para(
      '乙方通过平台承接货物运输业务，遵守平台规则，如实上传装卸货信息；甲方按约定结算运费并提供信息服务。',
    ),
    para('本合同自乙方签署之日起生效，有效期三年。'),
  ];
}

const PLATFORM = '网络货运平台';

export function documentOf(
  db: Db,
  c: ContractRecord,
  options: { delegationText?: boolean; anonymous?: boolean } = {},
): ContractDocument {
  const user = userById(db, c.appUserId);
  const driver = identityOf(db, c.appUserId)?.name ?? user?.mobile ?? '承运人';
  const kind = options.delegationText ? 'delegation' : c.kind;
  const title = CONTRACT_TITLES[kind];
  return {
    ...summaryOf(c),
    title,
    html: documentHtml(title, body(db, { ...c, kind }, driver)),
    // Signing from an SMS link without login always asks the code; the framework contract too.
    needSms: c.kind === 'service' || options.anonymous === true,
    signerPhoneMasked: user ? maskPhone(user.mobile) : '',
    signatureImage: c.signatureImage,
  };
}
