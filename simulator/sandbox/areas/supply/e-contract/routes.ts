/** Contracts: the KJ per waybill, the list, the framework contract, reading by link and signing. */
import { eContract } from '@/lib/contract/supply/e-contract';
import type { ContractStatus } from '@/lib/contract/supply/load';
import { notYours, ownRecord, reject } from '../../../envelope';
import { optionalText, paginate, text } from '../../../fields';
import { route, type RouteContext } from '../../../router';
import { userById } from '../../account/auth/users';
import { checkCode } from '../../common/sms/codes';
import { requireUser } from '../market/auth';
import { documentOf } from './documents';
import { contractMessages as m } from './messages';
import {
  allContracts,
  contractById,
  contractByLink,
  createContract,
  serviceContractOf,
  summaryOf,
} from './records';
import { checkSignature } from './signature';
import type { ContractRecord } from './types';

const STATUSES: readonly ContractStatus[] = ['unsigned', 'signed', 'void'];

function own(ctx: RouteContext, id: unknown): ContractRecord {
  const c = contractById(ctx.db, id);
  if (c.appUserId !== requireUser(ctx).appUserId) notYours(m.notYours);
  return c;
}

/** By link code (public) or by id (the owner, logged in). */
function read(
  ctx: RouteContext,
  req: { contractId?: unknown; linkCode?: unknown },
  delegationText: boolean,
) {
  const code = optionalText(req.linkCode);
  if (code) {
    const c = contractByLink(ctx.db, code);
    const anonymous = ctx.user?.appUserId !== c.appUserId;
    return documentOf(ctx.db, c, { delegationText, anonymous });
  }
  return documentOf(ctx.db, own(ctx, text(req.contractId, '合同编号')), { delegationText });
}

export const contractRoutes = [
  route(eContract.checkAndCreateContractContentKJ, (req, ctx) => {
    const user = ctx.me();
    const id = text(req.waybillId, '运单编号');
    // Another driver's waybill is said to be his, an unknown one not there (the app says which).
    const waybill = ownRecord(
      ctx.db.ask('findWaybill', id),
      (w) => w.appUserId === user.appUserId,
      {
        missing: m.waybillNotFound,
        notYours: m.waybillNotYours,
      },
    );
    let contract = allContracts(ctx.db).find((c) => c.id === waybill.contractId);
    if (!contract) {
      contract = createContract(ctx.db, {
        kind: 'KJ',
        appUserId: user.appUserId,
        waybillId: waybill.id,
        waybillNo: waybill.waybillNo,
        enterpriseId: waybill.enterpriseId,
        partyName: waybill.shipperName,
      });
      ctx.db.ask('attachContract', { waybillId: waybill.id, contractId: contract.id });
    }
    return documentOf(ctx.db, contract);
  }),

  route(eContract.getContractContentKJAll, (req, ctx) => {
    const user = ctx.me();
    const status = STATUSES.find((s) => s === req.status);
    const rows = allContracts(ctx.db)
      .filter((c) => c.appUserId === user.appUserId && (!status || c.status === status))
      .sort((a, b) => b.createMs - a.createMs || b.id.localeCompare(a.id))
      .map(summaryOf);
    return paginate(rows, req.pageIndex, req.pageSize);
  }),

  route(eContract.geteEsignDelegatioContractKJ, (req, ctx) => {
    const c = own(ctx, text(req.contractId, '合同编号'));
    if (c.kind !== 'delegation') reject(m.notDelegation);
    return documentOf(ctx.db, c);
  }),

  route(eContract.checkDriverSignedTransportationServicesContract, (_req, ctx) => {
    const c = serviceContractOf(ctx.db, ctx.me().appUserId);
    return { signed: c.status === 'signed', contractId: c.id };
  }),

  route(
    eContract.startTheProcessToESignById,
    (req, ctx) => {
      const c = contractById(ctx.db, text(req.contractId, '合同编号'));
      const code = optionalText(req.linkCode);
      const owner = ctx.user?.appUserId === c.appUserId;
      if (code && code !== c.linkCode) reject(m.linkInvalid);
      if (!owner && !code) {
        requireUser(ctx);
        reject(m.notYours);
      }
      if (c.status === 'signed') reject(m.alreadySigned);
      if (c.status === 'void') reject(m.voided);
      const image = checkSignature(req.signatureImage);
      if (c.kind === 'service' || !owner) {
        const sms = optionalText(req.smsCode);
        if (!sms) reject(m.smsRequired);
        const mobile = userById(ctx.db, c.appUserId)?.mobile ?? '';
        checkCode(ctx.db, mobile, 'contractSign', sms, true);
      }
      c.status = 'signed';
      c.signedMs = ctx.db.now();
      c.signatureImage = image;
      ctx.log(`[sandbox] contract ${c.contractNo} (${c.kind}) signed${owner ? '' : ' by link'}`);
      return { signedTime: ctx.db.nowText() };
    },
    { auth: 'optional' },
  ),

  route(eContract.getContractContent, (req, ctx) => read(ctx, req, false), { auth: 'optional' }),
  route(eContract.getContractContentwt, (req, ctx) => read(ctx, req, true), { auth: 'optional' }),
];
