import { TextField } from '@/components/form';
import type { LicenceForm } from '../hooks/use-licence-form';
import { licenseMessages as m } from '../messages';
import { DateTextField } from './date-text-field';
import { PhotoField } from './photo-field';
import { QuasiTypeField } from './quasi-type-field';
import styles from './licence-form.module.css';

const L = m.labels;

/** The driving-licence part: both photos (the front is read by OCR) and the fields to check. */
export function LicenceFields({ form, guest = false }: { form: LicenceForm; guest?: boolean }) {
  const { bind, photo, ocr } = form;
  return (
    <section className={styles.card} aria-labelledby="licence-fields-title">
      <h2 id="licence-fields-title" className={styles.cardTitle}>
        {m.licenceSection}
      </h2>
      <div className={styles.photos}>
        <PhotoField label={L.front} {...photo('front')} ocr={ocr.licence} disabled={guest} />
        <PhotoField label={L.back} {...photo('back')} disabled={guest} />
      </div>
      <TextField label={L.name} {...bind('name')} autoComplete="off" maxLength={20} />
      <TextField
        label={L.driverLicenseNo}
        {...bind('driverLicenseNo')}
        autoComplete="off"
        maxLength={18}
      />
      <QuasiTypeField {...bind('quasiDrivingType')} />
      <TextField label={L.issuingAuthority} {...bind('issuingAuthority')} maxLength={40} />
      <DateTextField label={L.firstIssueDate} {...bind('firstIssueDate')} />
      <DateTextField label={L.validFrom} {...bind('validFrom')} />
      <DateTextField label={L.validTo} {...bind('validTo')} />
    </section>
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
  const { bind, photo, ocr } = form;
  return (
    <section className={styles.card} aria-labelledby="qualification-fields-title">
      <h2 id="qualification-fields-title" className={styles.cardTitle}>
        {m.qualificationSection}
      </h2>
      <PhotoField
        label={L.qualificationPhoto}
        {...photo('qualificationPhoto')}
        ocr={ocr.qualification}
        disabled={guest}
      />
      <TextField
        label={L.qualificationCertificateNo}
        {...bind('qualificationCertificateNo')}
        autoComplete="off"
        maxLength={20}
      />
      <DateTextField label={L.qualificationValidTo} {...bind('qualificationValidTo')} />
    </section>
  );
}
