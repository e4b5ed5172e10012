/**
 * /i/license/driver-license-certification/certification (驾驶证认证): photos read by OCR fill the
 * fields for the driver to correct; saving sends the licence to review and back to /i/license.
 */
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import { Form, SubmitButton } from '@/components/form';
import { useDriverLicense } from '../api/license';
import { LicenceFields, QualificationFields } from '../components/licence-fields';
import styles from '../components/licence-form.module.css';
import { useLicenceForm } from '../hooks/use-licence-form';
import { useSaveLicence } from '../hooks/use-save-licence';
import { formOf, type LicenceFormValues } from '../licence-form';
import { licenseMessages as m } from '../messages';

function CertificationForm({ initial }: { initial: LicenceFormValues }) {
  const form = useLicenceForm({ initial, mode: 'licence' });
  const submit = useSaveLicence(form);

  return (
    <Form onSubmit={submit} className={styles.page}>
      <LicenceFields form={form} />
      <QualificationFields form={form} />
      <SubmitButton>{m.submit}</SubmitButton>
    </Form>
  );
}

export function LicenseCertificationScreen() {
  const query = useDriverLicense('inline');
  if (query.isPending || query.isError) {
    return (
      <div className={styles.page}>
        {query.isPending ? (
          <Loading label={m.loading} withTitle />
        ) : (
          <LoadFailed title={m.loadFailed} {...failedReadProps(query)} />
        )}
      </div>
    );
  }
  return <CertificationForm initial={formOf(query.data.userDriverLicenseVO)} />;
}

export default LicenseCertificationScreen;
