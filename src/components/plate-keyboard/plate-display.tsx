import { useId } from 'react';
import { maxPlateAlnum, type PlateOptions } from '@/lib/domain/plate';
import { plateKeyboardMessages as t } from './messages';
import styles from './plate-keyboard.module.css';

export interface PlateDisplayProps extends PlateOptions {
  chars: readonly string[];
}

/**
 * The typed plate as boxes. Not an input on purpose: focusing an input would open the phone's own
 * keyboard over this one.
 */
export function PlateDisplay({ chars, newEnergy, firstVariant }: PlateDisplayProps) {
  const labelId = useId();
  // A plate longer than the rule allows (new energy switched off afterwards) is shown whole.
  const cells = Math.max(1 + maxPlateAlnum({ newEnergy, firstVariant }), chars.length);
  return (
    <div className={styles.display}>
      <span id={labelId} className={styles.displayLabel}>
        {t.plate}
      </span>
      <output aria-labelledby={labelId} aria-live="polite" className={styles.cells}>
        {Array.from({ length: cells }, (_, i) => (
          <span
            key={i}
            className={[
              styles.cell,
              i === chars.length ? styles.cursor : '',
              newEnergy && i === cells - 1 && chars.length < cells ? styles.energyCell : '',
            ].join(' ')}
          >
            {chars[i] ?? ''}
          </span>
        ))}
      </output>
    </div>
  );
}
