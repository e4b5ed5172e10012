/** /waybill/returntrip/add: publish the empty leg home so the platform can offer a load back. */
import { useMemo } from 'react';
import { Page } from '@/components/card';
import { ButtonLink, Form, SubmitButton, TextField } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import { SelectField } from '@/components/select-field';
import { paths } from '@/lib/routing/paths';
import { useCertifiedCars } from '../api/waybill-changes';
import { returnTripDayOptions, useReturnTripForm } from '../hooks/use-return-trip-form';
import { changesMessages as t } from '../messages';

function ReturnTripForm({ cars }: { cars: readonly string[] }) {
  const { fields, submit } = useReturnTripForm();
  const days = useMemo(() => returnTripDayOptions(), []);
  const carOptions = useMemo(() => cars.map((c) => ({ label: c, value: c })), [cars]);
  const pick =
    <K extends 'date' | 'carNo'>(key: K) =>
    (v: string | null) => {
      fields.set(key, v ?? '');
      fields.touch(key);
    };
  return (
    <Page as="div">
      <Form onSubmit={submit}>
        <SelectField
          kind="region"
          label={t.returnTripFrom}
          value={fields.values.from}
          onChange={(v) => {
            fields.set('from', v);
            fields.touch('from');
          }}
          error={fields.errors.from ?? null}
        />
        <SelectField
          kind="region"
          label={t.returnTripTo}
          value={fields.values.to}
          onChange={(v) => {
            fields.set('to', v);
            fields.touch('to');
          }}
          error={fields.errors.to ?? null}
        />
        <SelectField
          kind="actionSheet"
          label={t.returnTripDate}
          options={days}
          value={fields.values.date || null}
          onChange={pick('date')}
          error={fields.errors.date ?? null}
        />
        <SelectField
          kind="buttonGroup"
          label={t.returnTripCar}
          options={carOptions}
          value={fields.values.carNo || null}
          onChange={pick('carNo')}
          error={fields.errors.carNo ?? null}
        />
        <TextField
          label={t.returnTripRemark}
          placeholder={t.returnTripRemarkPlaceholder}
          {...fields.bind('remark')}
        />
        <SubmitButton>{t.returnTripSubmit}</SubmitButton>
      </Form>
    </Page>
  );
}

export function ReturnTripAddScreen() {
  const cars = useCertifiedCars();
  if (cars.error) return <LoadFailed title={t.carsFailed} {...failedReadProps(cars)} />;
  if (!cars.data) return <Loading label={t.loading} lines={6} />;
  if (cars.data.length === 0) {
    return (
      <LoadEmpty title={t.noCertifiedCar}>
        <ButtonLink to={paths.vehicleList.to()}>{t.goVehicles}</ButtonLink>
      </LoadEmpty>
    );
  }
  return <ReturnTripForm cars={cars.data.map((c) => c.carNo)} />;
}

export default ReturnTripAddScreen;
