/**
 * The bank's real-name check (fcc spa/callback/*). Sending opens a pending application and texts a
 * code, which lands in the sandbox SMS inbox (template `bankRealName`) so testers can read it;
 * verifying compares it, then marks the member verified.
 */
import { realNameBank } from '@/lib/contract/money/real-name-bank';
import { reject } from '../../../envelope';
import { mobile, text } from '../../../fields';
import { route, type RouteContext } from '../../../router';
import { serverMessages } from '../../../messages';
import type { Db } from '../../../store/db';
import { identityOf } from '../../account/identity/records';
import { smsArea } from '../../common/sms/types';
import { bankMessages } from './messages';
import { BANK_SMS_TEMPLATE, realNameBankArea } from './types';

/** The bank only answers for the member who is logged in. */
function member(req: { tranNetMemberCode?: unknown }, ctx: RouteContext): string {
  const id = text(req.tranNetMemberCode, '会员编号');
  if (id !== ctx.me().appUserId) reject(bankMessages.notThisMember);
  return id;
}

function checkCertificate(db: Db, appUserId: string, memberGlobalId: unknown): string {
  const given = text(memberGlobalId, '证件号码');
  const certificate = identityOf(db, appUserId)?.certificateNumber;
  if (!certificate) reject(bankMessages.noCertificate);
  if (certificate.toUpperCase() !== given.toUpperCase()) reject(bankMessages.certificateMismatch);
  return certificate;
}

/**
 * The bank texts the code itself, so it is not one of the platform's SMS templates; it is put in
 * the same inbox (and log) so testers find every code in one place.
 */
function deliver(db: Db, to: string, code: string, log: (line: string) => void): void {
  const now = db.now();
  db.area(smsArea).messages.push({
    mobile: to,
    template: BANK_SMS_TEMPLATE,
    code,
    time: new Date(now).toISOString(),
    sentAtMs: now,
    expiresAtMs: now + db.state.config.smsTtlS * 1000,
    used: false,
  });
  log(`[sandbox] SMS to ${to} : ${code} (${BANK_SMS_TEMPLATE})`);
}

export const realNameBankRoutes = [
  route(realNameBank.isCertificationVerification, (req, ctx) => ({
    verified: Boolean(ctx.db.area(realNameBankArea).verified[member(req, ctx)]),
  })),

  route(realNameBank.certificationSendSms, (req, ctx) => {
    const { db } = ctx;
    const id = member(req, ctx);
    const to = mobile(req.mobile);
    const certificate = checkCertificate(db, id, req.memberGlobalId);
    const tables = db.area(realNameBankArea);
    if (tables.verified[id]) reject(bankMessages.alreadyVerified);
    const now = db.now();
    const previous = tables.pending[id];
    if (previous && now - previous.sentAtMs < db.state.config.smsIntervalS * 1000) {
      reject(serverMessages.smsTooFrequent);
    }
    tables.sent += 1;
    const code = db.rng('realNameBank', tables.sent).digits(6);
    tables.pending[id] = {
      mobile: to,
      memberGlobalId: certificate,
      code,
      sentAtMs: now,
      expiresAtMs: now + db.state.config.smsTtlS * 1000,
    };
    deliver(db, to, code, ctx.log);
    return null;
  }),

  route(realNameBank.certificationVerification, (req, ctx) => {
    const { db } = ctx;
    const id = member(req, ctx);
    const to = mobile(req.mobile);
    const flag = text(req.flag, '短信验证码');
    const tables = db.area(realNameBankArea);
    const pending = tables.pending[id];
    // An expired application, or one for another phone or certificate, is no application at all.
    if (
      !pending ||
      db.now() > pending.expiresAtMs ||
      pending.mobile !== to ||
      pending.memberGlobalId.toUpperCase() !== text(req.memberGlobalId, '证件号码').toUpperCase()
    ) {
      reject(bankMessages.noPendingApplication);
    }
    if (pending.code !== flag) reject(bankMessages.wrongInstruction);
    delete tables.pending[id];
    tables.verified[id] = { mobile: to, verifiedAt: db.nowText() };
    return null;
  }),
];
