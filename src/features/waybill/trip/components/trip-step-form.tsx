/** Departure and arrival share one form: photos, quantity, and the one action at the bottom. */
import type { ReactNode } from 'react';
import { Page } from '@/components/card';
import { Button } from '@/components/form';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { useTripStep, type TripStep } from '../hooks/use-trip-step';
import { tripMessages as t } from '../messages';
import { PhotoCard } from './photo-card';
import { QueuedResult } from './queued-result';
import { QuantityCard } from './quantity-card';
import styles from './trip.module.css';
import { WaybillHead } from './waybill-head';

interface TripStepFormProps {
  detail: WaybillDetail;
  step: TripStep;
  /** Cards between the waybill and the photos (departure: contract, premium). */
  before?: ReactNode;
}

export function TripStepForm({ detail, step, before }: TripStepFormProps) {
  const { photos, quantity, setQuantity, errors, submit, queued } = useTripStep(detail, step);
  const load = step === 'load';
  if (queued) return <QueuedResult detail={detail} count={queued.count} />;
  return (
    <Page as="div">
      <WaybillHead detail={detail} />
      {before}
      <PhotoCard
        title={load ? t.departurePhotos : t.arrivalPhotos}
        hint={t.photosHint}
        value={photos.items}
        onChange={photos.onChange}
        error={errors.photos}
        bridge={photos.bridge}
        localCount={photos.localCount}
      />
      <QuantityCard
        detail={detail}
        label={load ? t.loadedQuantity : t.unloadedQuantity}
        value={quantity}
        onChange={setQuantity}
        error={errors.quantity}
      />
      <div className={styles.footer}>
        <Button onClick={submit}>{load ? t.depart : t.unload}</Button>
      </div>
    </Page>
  );
}
