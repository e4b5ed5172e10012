/** The bank-card rules of bankInfoDMC: the number check, binding, unbinding, the withdrawal card. */
import type { AddCardRequest } from '@/lib/contract/money/bank-card';
import {
  CARD_MAX_DIGITS,
  CARD_MIN_DIGITS,
  looksLikeCreditCard,
  luhnValid,
} from '@/lib/domain/bank-card';
import { reject } from '../../../envelope';
import { mobile, text } from '../../../fields';
import type { Wire } from '../../../router';
import type { Db } from '../../../store/db';
import type { UserRecord } from '../../account/auth/types';
import { identityOf } from '../../account/identity/records';
import { identityArea } from '../../account/identity/types';
import { checkCode } from '../../common/sms/codes';
import { bankNamed, bankOfCard } from './banks';
import { bankServerMessages as m } from './messages';
import { boundCards, myCard } from './records';
import { bankArea, type BankCardRecord } from './types';
import { withdrawalPendingOn } from './withdraw-guard';

/** A debit card number: 16–19 digits, Luhn-valid in the 4/5/6 ranges, not a 16-digit 4/5 credit card. */
function debitCardNo(value: unknown): string {
  const digits = String(value ?? '').replace(/\s/g, '');
  if (!/^\d+$/.test(digits) || digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS)
    reject(m.cardNoWrong);
  if (/^[456]/.test(digits) && !luhnValid(digits)) reject(m.cardNoWrong);
  if (looksLikeCreditCard(digits)) reject(m.creditCard);
  return digits;
}

function notBoundYet(db: Db, appUserId: string, cardNo: string): void {
  const bound = db.area(bankArea).cards.filter((c) => c.cardNo === cardNo && c.state === 'bound');
  if (bound.some((c) => c.appUserId === appUserId)) reject(m.alreadyBound);
  if (bound.length > 0) reject(m.boundByOther);
}

export function checkCard(db: Db, appUserId: string, cardNo: unknown) {
  const digits = debitCardNo(cardNo);
  notBoundYet(db, appUserId, digits);
  const bank = bankOfCard(digits);
  return {
    bankName: bank?.bankNameShort ?? null,
    employeeNo: bank?.employeeNo ?? null,
    cardType: 'debit' as const,
  };
}

/** Binds a card once its reserved mobile's code (template bankCard) is right; the first is the withdrawal card. */
export function addCard(db: Db, appUserId: string, req: Wire<AddCardRequest>): BankCardRecord {
  if (req.agreed !== true && req.agreed !== 'true') reject(m.notAgreed);
  const identity = identityOf(db, appUserId);
  if (!identity?.name || identity.certificationStatus === 999) reject(m.notCertified);
  const cardNo = debitCardNo(req.cardNo);
  const bankName = text(req.bankName, '开户银行');
  const reservedMobile = mobile(req.reservedMobile);
  notBoundYet(db, appUserId, cardNo);
  checkCode(db, reservedMobile, 'bankCard', text(req.code, '验证码'), true);
  const tables = db.area(bankArea);
  tables.counter += 1;
  const card: BankCardRecord = {
    id: `C${String(tables.counter).padStart(4, '0')}`,
    appUserId,
    bankName,
    employeeNo: bankNamed(bankName)?.employeeNo ?? String(req.employeeNo ?? ''),
    cardNo,
    holderName: identity.name,
    reservedMobile,
    isRefund: boundCards(db, appUserId).length === 0,
    state: 'bound',
    bindMs: db.now(),
  };
  tables.cards.push(card);
  return card;
}

/** The login password (as password login checks it) guards removing or promoting a card. */
function checkPassword(user: UserRecord, password: unknown): void {
  const p = text(password, '登录密码');
  if (user.password === null || user.password !== p) reject(m.passwordWrong);
}

function myBoundCard(db: Db, user: UserRecord, id: unknown): BankCardRecord {
  const card = myCard(db, user.appUserId, id);
  if (card.state !== 'bound') reject(m.cardUnbound);
  return card;
}

export function unbindCard(db: Db, user: UserRecord, id: unknown, password: unknown): void {
  const card = myBoundCard(db, user, id);
  checkPassword(user, password);
  if (card.isRefund && withdrawalPendingOn(db, user.appUserId, card.id)) reject(m.withdrawPending);
  card.state = 'unbound';
  card.isRefund = false;
}

export function setRefundCard(
  db: Db,
  user: UserRecord,
  id: unknown,
  password: unknown,
): BankCardRecord {
  const card = myBoundCard(db, user, id);
  checkPassword(user, password);
  for (const c of boundCards(db, user.appUserId)) c.isRefund = c.id === card.id;
  return card;
}

/**
 * The sandbox's bank confirms an account when its name is a real name it knows (a seeded person's);
 * the identity table is only read.
 */
export function checkEntrustAccount(db: Db, cardNo: unknown, accountName: unknown) {
  debitCardNo(cardNo);
  const name = text(accountName, '户名');
  const known = Object.values(db.area(identityArea).identities).some((i) => i.name === name);
  return known
    ? { matched: true, message: m.entrustMatched }
    : { matched: false, message: m.entrustMismatch };
}
