import dayjs from 'dayjs';
import { Card } from '@/components/card';
import { DateField } from '@/components/date-field';
import { TextField } from '@/components/form';
import { exampleImage, PhotoField } from '@/components/photo-field';
import { SelectField } from '@/components/select-field';
import type { VehicleForm } from '../hooks/use-vehicle-form';
import { useVehicleDicts } from '../hooks/use-vehicle-dicts';
import { vehicleMessages as t } from '../messages';
import { VALIDITY_YEARS } from '../vehicle-form-values';
import { PlateField } from './plate-field';
import styles from './vehicle.module.css';

export interface VehicleFormFieldsProps {
  form: VehicleForm;
  /** Re-certifying a known vehicle: its plate stays. */
  plateReadOnly?: boolean;
}

/** Every field of a vehicle, in the form kit's one look and convention (add and re-certify share it). */
export function VehicleFormFields({ form, plateReadOnly }: VehicleFormFieldsProps) {
  const dicts = useVehicleDicts();
  const { values, errors, set, bind, touch } = form;
  // Validity runs from today into the future: the picker offers nothing already expired.
  const today = dayjs();
  const validity = { min: today.toDate(), max: today.add(VALIDITY_YEARS, 'year').toDate() };
  return (
    <>
      <Card aria-label={t.cardInfo}>
        <div className={styles.stack}>
          <PlateField
            value={values.carNo}
            newEnergy={values.newEnergy}
            onNewEnergyChange={(on) => set('newEnergy', on)}
            onConfirm={form.confirmPlate}
            onBlur={() => touch('carNo')}
            error={errors.carNo ?? null}
            required={form.required('carNo')}
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
            {...bind('vehicleType')}
          />
          <SelectField
            kind="actionSheet"
            label={t.plateColor}
            options={dicts.plateColor}
            {...bind('plateColor')}
          />
          <SelectField
            kind="actionSheet"
            label={t.energyType}
            options={dicts.energyType}
            {...bind('energyType')}
          />
          <TextField label={t.owner} maxLength={30} autoComplete="off" {...bind('vehicleOwner')} />
          <TextField
            label={t.vin}
            maxLength={17}
            autoComplete="off"
            autoCapitalize="characters"
            {...bind('vin')}
            onChange={(v) => set('vin', v.toUpperCase().replace(/\s/g, ''))}
          />
          <TextField
            label={t.loadWeight}
            inputMode="numeric"
            maxLength={6}
            {...bind('loadWeight')}
          />
          <TextField
            label={t.roadTransportNo}
            maxLength={20}
            autoComplete="off"
            {...bind('roadTransportNo')}
          />
          <DateField
            label={t.roadTransportValidTo}
            {...validity}
            {...bind('roadTransportValidTo')}
          />
          <DateField
            label={t.drivingLicenseValidTo}
            {...validity}
            {...bind('drivingLicenseValidTo')}
          />
        </div>
      </Card>
      <Card aria-label={t.photos}>
        <div className={styles.stack}>
          <PhotoField
            label={t.drivingLicensePhoto}
            example={{ src: exampleImage('licence') }}
            {...bind('drivingLicensePhoto')}
          />
          <PhotoField
            label={t.roadTransportPhoto}
            example={{ src: exampleImage('certificate') }}
            {...bind('roadTransportPhoto')}
          />
        </div>
      </Card>
    </>
  );
}
