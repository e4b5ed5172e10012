/** The rules the server also checks (docs/api-contract.md), with its messages, said before sending. */
import { afterSalesMessages as t } from './messages';

/** Characters as a person counts them (an emoji is one). */
export const lengthOf = (value: string) => [...value].length;

export function required(message: string) {
  return (value: string): string | null => (value.trim() === '' ? message : null);
}

export function maxLength(what: string, max: number) {
  return (value: string): string | null => (lengthOf(value) > max ? t.tooLong(what, max) : null);
}

/** Every rule in turn; the first message wins. */
export function rules(...list: ((value: string) => string | null)[]) {
  return (value: string): string | null => {
    for (const rule of list) {
      const message = rule(value);
      if (message) return message;
    }
    return null;
  };
}
