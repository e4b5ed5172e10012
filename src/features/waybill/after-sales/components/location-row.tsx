import type { LocationState } from '@/hooks/use-current-location';
import { Button, FieldError } from '@/components/form';
import { afterSalesMessages as t } from '../messages';
import styles from './after-sales.module.css';
import { cardStyles } from '@/components/card';

function where(location: LocationState): string {
  switch (location.phase) {
    case 'locating':
      return t.abnormalLocating;
    case 'denied':
      return t.abnormalLocationDenied;
    case 'failed':
      return t.abnormalLocationFailed;
    case 'located':
      return location.fix.address ?? t.abnormalLocationFailed;
  }
}

/** Where the truck is now, as the native side says, with a way to ask again. */
export function LocationRow({
  location,
  error,
}: {
  location: LocationState & { retry: () => void };
  error: string | null;
}) {
  return (
    <section className={cardStyles.card} aria-label={t.abnormalLocation}>
      <div className={styles.location}>
        <div>
          <h2 className={cardStyles.heading}>{t.abnormalLocation}</h2>
          <p className={styles.muted} aria-live="polite">
            {where(location)}
          </p>
        </div>
        {location.phase === 'locating' ? null : (
          <Button variant="text" onClick={location.retry}>
            {t.abnormalRelocate}
          </Button>
        )}
      </div>
      <FieldError id="abnormal-location-error" message={error} />
    </section>
  );
}
