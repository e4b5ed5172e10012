/** The form rule of a bank card number (bank card, collection account), in the part's own words. */
import { cardNoProblem } from '@/lib/domain/bank-card';

export interface CardNoMessages {
  cardNoRequired: string;
  cardNoLength: string;
  cardNoCheck: string;
}

export function cardNoRule(m: CardNoMessages) {
  const messages = { empty: m.cardNoRequired, length: m.cardNoLength, checkDigit: m.cardNoCheck };
  return (v: string): string | null => {
    const problem = cardNoProblem(v);
    return problem ? messages[problem] : null;
  };
}
