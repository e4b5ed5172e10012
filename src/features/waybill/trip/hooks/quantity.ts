/** The loaded / unloaded quantity as typed: a positive number with at most 3 decimals. */
import { tripMessages as t } from '../messages';

export function quantityError(raw: string, step: 'load' | 'unload'): string | null {
  const text = raw.trim();
  const bad = step === 'load' ? t.badLoaded : t.badUnloaded;
  if (!/^\d+(\.\d+)?$/.test(text)) return bad;
  if (Number(text) <= 0) return bad;
  if ((text.split('.')[1] ?? '').length > 3) return t.tooPrecise;
  return null;
}
