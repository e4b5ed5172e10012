import { Card } from '@/components/card';
import { DateField } from '@/components/date-field';
import { TextField } from '@/components/form';
import { exampleImage, PhotoField } from '@/components/photo-field';
import type { LicenceForm } from '../hooks/use-licence-form';
import { licenceDateLimits } from '../licence-form';
import { licenseMessages as m } from '../messages';
import { QuasiTypeField } from './quasi-type-field';
import styles from './licence-form.module.css';

const L = m.labels;

/** The driving-licence part: both photos (the front is read by OCR) and the fields to check. */
export function LicenceFields({ form, guest = false }: { form: LicenceForm; guest?: boolean }) {
  const { bind, photo } = form;
  const limits = licenceDateLimits();
  const hint = guest ? m.loginForPhotos : undefined;
  return (
    <Card title={m.licenceSection} titleId="licence-fields-title">
      <div className={styles.stack}>
        <PhotoField
          label={L.front}
          example={{ src: exampleImage('licence') }}
          disabled={guest}
          hint={hint}
          {...photo('front')}
        />
        <PhotoField label={L.back} disabled={guest} hint={hint} {...photo('back')} />
        <TextField label={L.name} {...bind('name')} autoComplete="off" maxLength={20} />
        <TextField
          label={L.driverLicenseNo}
          {...bind('driverLicenseNo')}
          autoComplete="off"
          maxLength={18}
        />
        <QuasiTypeField {...bind('quasiDrivingType')} />
        <TextField label={L.issuingAuthority} {...bind('issuingAuthority')} maxLength={40} />
        <DateField label={L.firstIssueDate} {...limits.past} {...bind('firstIssueDate')} />
        <DateField label={L.validFrom} {...limits.past} {...bind('validFrom')} />
        <DateField label={L.validTo} {...limits.future} {...bind('validTo')} />
      </div>
    </Card>
  );
}

/** 道路运输从业资格证: its photo (read by OCR), number and end of validity. */
export function QualificationFields({
  form,
  guest = false,
}: {
  form: LicenceForm;
  guest?: boolean;
}) {
  const { bind, photo } = form;
  const limits = licenceDateLimits();
  return (
    <Card title={m.qualificationSection} titleId="qualification-fields-title">
      <div className={styles.stack}>
        <PhotoField
          label={L.qualificationPhoto}
          example={{ src: exampleImage('certificate') }}
          disabled={guest}
          hint={guest ? m.loginForPhotos : undefined}
          {...photo('qualificationPhoto')}
        />
        <TextField
          label={L.qualificationCertificateNo}
          {...bind('qualificationCertificateNo')}
          autoComplete="off"
          maxLength={20}
        />
        <DateField
          label={L.qualificationValidTo}
          {...limits.future}
          {...bind('qualificationValidTo')}
        />
      </div>
    </Card>
  );
}
