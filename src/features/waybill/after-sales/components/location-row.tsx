import { Card } from '@/components/card';
import type { LocationState } from '@/hooks/use-current-location';
import { Button, FieldError } from '@/components/form';
import { afterSalesMessages as t } from '../messages';
import styles from './after-sales.module.css';

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
    <Card
      title={t.abnormalLocation}
      extra={
        location.phase === 'locating' ? undefined : (
          <Button variant="text" onClick={location.retry}>
            {t.abnormalRelocate}
          </Button>
        )
      }
    >
      <p className={styles.muted} aria-live="polite">
        {where(location)}
      </p>
      <FieldError id="abnormal-location-error" message={error} />
    </Card>
  );
}
