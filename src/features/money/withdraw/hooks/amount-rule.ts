/** The amount typed on the info screen, checked before anything is sent (the server checks again). */
import type { WithdrawLimit } from '@/lib/contract/money/withdraw';
import { parseYuanToFen } from '@/lib/domain/money';
import { withdrawMessages as t } from '../messages';

const NUMBER = /^\d+(?:\.\d+)?$/;

/** The amount in fen, or the message saying what is wrong with the text. */
export function checkAmount(
  text: string,
  limit: WithdrawLimit,
  selectedTotal: number,
): { fen: number } | { error: string } {
  const plain = text.trim().replace(/,/g, '');
  if (plain === '') return { error: t.amountRequired };
  if (!NUMBER.test(plain)) return { error: t.amountNotNumber };
  if ((plain.split('.')[1] ?? '').length > 2) return { error: t.amountDecimals };
  const fen = parseYuanToFen(plain);
  if (fen === null) return { error: t.amountNotNumber };
  if (fen <= 0) return { error: t.amountZero };
  if (fen < limit.minAmount) return { error: t.belowMin(limit.minAmount) };
  if (fen > limit.availableBalance) return { error: t.aboveBalance };
  if (fen > limit.singleLimit) return { error: t.aboveSingle(limit.singleLimit) };
  const leftToday = Math.max(0, limit.dailyLimit - limit.dailyUsed);
  if (fen > leftToday) return { error: t.aboveDaily(leftToday) };
  if (fen > selectedTotal) return { error: t.aboveSelected };
  return { fen };
}

/** Fen as the yuan a person types: 1286450 → '12864.50'. */
export function fenAsInput(fen: number): string {
  const whole = Math.floor(fen / 100);
  return `${whole}.${String(fen % 100).padStart(2, '0')}`;
}
