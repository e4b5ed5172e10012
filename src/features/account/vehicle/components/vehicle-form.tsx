import { TextField } from '@/components/form';
import { SelectField } from '@/components/select-field';
import type { VehicleForm } from '../hooks/use-vehicle-form';
import { useVehicleDicts } from '../hooks/use-vehicle-dicts';
import { vehicleMessages as t } from '../messages';
import { PhotoField } from './photo-field';
import { PlateField } from './plate-field';
import styles from './vehicle.module.css';

export interface VehicleFormFieldsProps {
  form: VehicleForm;
  /** Re-certifying a known vehicle: its plate stays. */
  plateReadOnly?: boolean;
}

/** Every field of a vehicle, with the form kit's inline messages (add and re-certify share it). */
export function VehicleFormFields({ form, plateReadOnly }: VehicleFormFieldsProps) {
  const dicts = useVehicleDicts();
  const { values, errors, set, bind, touch } = form;
  const text = (
    key: 'vehicleOwner' | 'roadTransportNo' | 'roadTransportValidTo' | 'drivingLicenseValidTo',
  ) => bind(key);
  return (
    <>
      <section className={styles.card} aria-label={t.cardInfo}>
        <PlateField
          value={values.carNo}
          newEnergy={values.newEnergy}
          onNewEnergyChange={(on) => set('newEnergy', on)}
          onConfirm={form.confirmPlate}
          onBlur={() => touch('carNo')}
          error={errors.carNo ?? null}
          readOnly={plateReadOnly}
        />
        {form.prefilled ? (
          <p className={`${styles.notice} ${styles.info}`} role="status">
            {t.prefilled}
          </p>
        ) : null}
        <SelectField
          kind="actionSheet"
          label={t.vehicleType}
          options={dicts.vehicleType}
          value={values.vehicleType || null}
          onChange={(v) => set('vehicleType', v)}
          error={errors.vehicleType ?? null}
        />
        <SelectField
          kind="actionSheet"
          label={t.plateColor}
          options={dicts.plateColor}
          value={values.plateColor || null}
          onChange={(v) => set('plateColor', v)}
          error={errors.plateColor ?? null}
        />
        <SelectField
          kind="actionSheet"
          label={t.energyType}
          options={dicts.energyType}
          value={values.energyType || null}
          onChange={(v) => set('energyType', v)}
          error={errors.energyType ?? null}
        />
        <TextField label={t.owner} maxLength={30} autoComplete="off" {...text('vehicleOwner')} />
        <TextField
          label={t.vin}
          maxLength={17}
          autoComplete="off"
          autoCapitalize="characters"
          {...bind('vin')}
          onChange={(v) => set('vin', v.toUpperCase().replace(/\s/g, ''))}
        />
        <TextField label={t.loadWeight} inputMode="numeric" maxLength={6} {...bind('loadWeight')} />
        <TextField
          label={t.roadTransportNo}
          maxLength={20}
          autoComplete="off"
          {...text('roadTransportNo')}
        />
        <TextField label={t.roadTransportValidTo} type="date" {...text('roadTransportValidTo')} />
        <TextField label={t.drivingLicenseValidTo} type="date" {...text('drivingLicenseValidTo')} />
      </section>
      <section className={styles.card} aria-label={t.photos}>
        <PhotoField
          label={t.drivingLicensePhoto}
          value={values.drivingLicensePhoto}
          onChange={(items) => set('drivingLicensePhoto', items)}
          error={errors.drivingLicensePhoto ?? null}
        />
        <PhotoField
          label={t.roadTransportPhoto}
          value={values.roadTransportPhoto}
          onChange={(items) => set('roadTransportPhoto', items)}
          error={errors.roadTransportPhoto ?? null}
        />
      </section>
    </>
  );
}
