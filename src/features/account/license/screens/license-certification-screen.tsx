/**
 * /i/license/driver-license-certification/certification (驾驶证认证): photos read by OCR fill the
 * fields for the driver to correct; saving sends the licence to review and back to /i/license.
 */
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import { useNavigate } from 'react-router-dom';
import { Form, SubmitButton } from '@/components/form';
import { showToast } from '@/components/feedback';
import { paths } from '@/lib/routing/paths';
import { useDriverLicense, useSaveDriverLicense } from '../api/license';
import { LicenceFields, QualificationFields } from '../components/licence-fields';
import details from '../components/licence-details.module.css';
import styles from '../components/licence-form.module.css';
import { useLicenceForm } from '../hooks/use-licence-form';
import { formOf, payloadOf, type LicenceFormValues } from '../licence-form';
import { licenseMessages as m } from '../messages';

function CertificationForm({ initial }: { initial: LicenceFormValues }) {
  const navigate = useNavigate();
  const form = useLicenceForm({ initial, mode: 'licence' });
  const save = useSaveDriverLicense();

  const submit = async () => {
    if (!form.check()) return;
    // A server error is reported by the client; every value stays for the next try.
    await save.mutateAsync(payloadOf(form.values));
    showToast(m.saved, 2000, 'success');
    navigate(paths.license.to(), { replace: true });
  };

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
          <Loading label={m.loading} withTitle className={details.card} />
        ) : (
          <LoadFailed title={m.loadFailed} {...failedReadProps(query)} />
        )}
      </div>
    );
  }
  return <CertificationForm initial={formOf(query.data.userDriverLicenseVO)} />;
}

export default LicenseCertificationScreen;
