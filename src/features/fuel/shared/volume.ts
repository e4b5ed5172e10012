/**
 * A volume as the pump shows it: two decimals, thousands grouped as every other quantity, the unit
 * after it (120.5, 'L' → '120.50L'; 1234.5 → '1,234.50L').
 */
import { formatLitres } from '@/lib/domain/fuel';
import { formatNumber } from '@/lib/domain/quantity';

export function volumeText(litres: number, unit: string): string {
  const [whole = '0', fraction = '00'] = formatLitres(litres).split('.');
  return `${formatNumber(Number(whole))}.${fraction}${unit}`;
}
