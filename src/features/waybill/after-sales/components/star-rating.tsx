import { StarFill } from 'antd-mobile-icons';
import { useId } from 'react';
import { FieldError } from '@/components/form';
import { afterSalesMessages as t } from '../messages';
import styles from './after-sales.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** 1–5 stars as five big buttons; the pressed ones are the rating. */
export function StarRating({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (stars: number) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <span id={`${id}-label`} className={styles.label}>
          {t.evaluateStars}
        </span>
        <div className={styles.stars}>
          {STARS.map((n) => (
            <button
              key={n}
              type="button"
              className={n <= value ? `${styles.star} ${styles.starOn}` : styles.star}
              aria-label={t.star(n)}
              aria-pressed={n === value}
              onClick={() => onChange(n)}
            >
              <StarFill aria-hidden />
            </button>
          ))}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
