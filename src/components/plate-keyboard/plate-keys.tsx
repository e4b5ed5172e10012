import type { PlateKeys as AllowedKeys } from '@/lib/domain/plate';
import { plateKeyboardMessages as t } from './messages';
import { ALNUM_DELETE_ROW, ALNUM_ROWS, PROVINCE_ROWS } from './plate-layout';
import styles from './plate-keyboard.module.css';

export interface PlateKeysProps {
  allowed: AllowedKeys;
  onPress: (key: string) => void;
  onDelete: () => void;
}

/** Province keys for the first character, letters and digits after it; keys not allowed are disabled. */
export function PlateKeys({ allowed, onPress, onDelete }: PlateKeysProps) {
  const provinces = allowed.kind === 'province';
  const rows = provinces ? PROVINCE_ROWS : ALNUM_ROWS;
  const deleteRow = provinces ? PROVINCE_ROWS.length - 1 : ALNUM_DELETE_ROW;
  return (
    <div
      role="group"
      aria-label={provinces ? t.provinces : t.alphanumerics}
      className={provinces ? styles.provinceKeys : styles.alnumKeys}
    >
      {rows.map((row, r) => (
        <div key={r} className={styles.row}>
          {row.map((key) => (
            <button
              key={key}
              type="button"
              className={styles.key}
              disabled={!allowed.keys.has(key)}
              onClick={() => onPress(key)}
            >
              {key}
            </button>
          ))}
          {r === deleteRow ? (
            <button
              type="button"
              className={`${styles.key} ${styles.deleteKey}`}
              onClick={onDelete}
            >
              {t.delete}
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
