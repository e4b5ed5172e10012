/** Reading and creating contracts (the supply area creates KJ and delegation contracts). */
import type { ContractKind, ContractSummary } from '@/lib/contract/supply/e-contract';
import type { ContractStatus } from '@/lib/contract/supply/load';
import { missing, reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { formatDate, formatDateTime } from '../../../store/time';
import { market } from '../market/clock';
import { contractMessages as m } from './messages';
import { contractArea, type ContractRecord } from './types';

const LINK_CHARS = [...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'];

export function linkCode(next: () => number): string {
  return Array.from({ length: 8 }, () => LINK_CHARS[Math.floor(next() * LINK_CHARS.length)]!).join(
    '',
  );
}

export const CONTRACT_TITLES: Record<ContractKind, string> = {
  KJ: '货物运输合同',
  service: '网络货运平台运输服务合同',
  delegation: '电子签章委托授权书',
};

const PLATFORM_NAME = '网络货运平台';

export function allContracts(db: Db): ContractRecord[] {
  market(db);
  return db.area(contractArea).contracts;
}

export function contractById(db: Db, id: unknown): ContractRecord {
  const wanted = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
  const found = allContracts(db).find((c) => c.id === wanted);
  if (!found) missing(m.notFound);
  return found;
}

export function contractByLink(db: Db, code: string): ContractRecord {
  const found = allContracts(db).find((c) => c.linkCode === code.trim());
  if (!found) reject(m.linkInvalid);
  return found;
}

export function createContract(
  db: Db,
  fields: Pick<
    ContractRecord,
    'kind' | 'appUserId' | 'waybillId' | 'waybillNo' | 'enterpriseId' | 'partyName'
  > & {
    status?: ContractStatus;
  },
): ContractRecord {
  const tables = db.area(contractArea);
  tables.counter += 1;
  const n = tables.counter;
  const now = db.now();
  const status = fields.status ?? 'unsigned';
  const record: ContractRecord = {
    ...fields,
    id: `HT${String(n).padStart(4, '0')}`,
    contractNo: `HT${formatDate(now).replaceAll('-', '')}${String(n).padStart(4, '0')}`,
    status,
    createMs: now,
    signedMs: status === 'signed' ? now : null,
    linkCode: linkCode(db.rng('contract-link', n).next),
    signatureImage: null,
  };
  tables.contracts.push(record);
  return record;
}

/** The driver's framework contract, created unsigned on first ask. */
export function serviceContractOf(db: Db, appUserId: string): ContractRecord {
  return (
    allContracts(db).find((c) => c.appUserId === appUserId && c.kind === 'service') ??
    createContract(db, {
      kind: 'service',
      appUserId,
      waybillId: null,
      waybillNo: null,
      enterpriseId: null,
      partyName: PLATFORM_NAME,
    })
  );
}

export function summaryOf(c: ContractRecord): ContractSummary {
  return {
    id: c.id,
    contractNo: c.contractNo,
    kind: c.kind,
    title: CONTRACT_TITLES[c.kind],
    status: c.status,
    waybillNo: c.waybillNo,
    partyName: c.partyName,
    createTime: formatDateTime(c.createMs),
    signedTime: c.signedMs === null ? null : formatDateTime(c.signedMs),
    linkCode: c.linkCode,
  };
}
