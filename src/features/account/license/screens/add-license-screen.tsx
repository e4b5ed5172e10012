/**
 * /add-license (从业资格证): the road-transport qualification certificate on its own — photo, OCR,
 * number, validity — saved with the same call, keeping the licence fields as they are.
 */
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import { Card, CardText } from '@/components/card';
import { ButtonLink, Form, SubmitButton } from '@/components/form';
import type { DriverLicenseVO } from '@/lib/contract/account/license';
import { paths } from '@/lib/routing/paths';
import { useDriverLicense } from '../api/license';
import { QualificationFields } from '../components/licence-fields';
import styles from '../components/licence-form.module.css';
import { useLicenceForm } from '../hooks/use-licence-form';
import { useSaveLicence } from '../hooks/use-save-licence';
import { formOf } from '../licence-form';
import { licenseMessages as m } from '../messages';

function QualificationForm({ vo }: { vo: DriverLicenseVO }) {
  const form = useLicenceForm({ initial: formOf(vo), mode: 'qualification' });
  const submit = useSaveLicence(form);

  return (
    <Form onSubmit={submit} className={styles.page}>
      <QualificationFields form={form} />
      <SubmitButton>{m.saveQualification}</SubmitButton>
    </Form>
  );
}

export function AddLicenseScreen() {
  const query = useDriverLicense('inline');
  const vo = query.data?.userDriverLicenseVO ?? null;
  if (vo) return <QualificationForm vo={vo} />;
  return (
    <div className={styles.page}>
      {query.isPending ? <Loading label={m.loading} withTitle /> : null}
      {query.isError ? <LoadFailed title={m.loadFailed} {...failedReadProps(query)} /> : null}
      {query.isSuccess ? (
        // The save call carries the licence too: without one there is nothing to attach it to.
        <Card
          title={m.qualificationSection}
          titleId="qualification-empty-title"
          actions={
            <ButtonLink to={paths.licenseCertification.to()}>{m.startCertification}</ButtonLink>
          }
        >
          <CardText>{m.qualificationNeedsLicence}</CardText>
        </Card>
      ) : null}
    </div>
  );
}

export default AddLicenseScreen;
