import { Card, CardText, FactList } from '@/components/card';
import { ButtonLink } from '@/components/form';
import type { DriverLicenseVO } from '@/lib/contract/account/license';
import { paths } from '@/lib/routing/paths';
import { licenseMessages as m } from '../messages';
import styles from './licence-details.module.css';
import { StatusTag } from './status-tag';

const L = m.labels;

function Photo({ url, alt }: { url: string | null; alt: string }) {
  if (!url) return null;
  return <img className={styles.image} src={url} alt={alt} />;
}

/** The licence record as the server holds it, with its review status and what to do next. */
export function LicenceDetails({ vo }: { vo: DriverLicenseVO }) {
  const hasQualification = Boolean(vo.qualificationCertificateNo);
  return (
    <>
      <Card
        title={m.licenceSection}
        titleId="licence-title"
        extra={
          <>
            <span className="sr-only">{m.statusLabel}</span>
            <StatusTag status={vo.approvalStatus} />
          </>
        }
      >
        {vo.approvalStatus === 30 ? (
          <p className={styles.opinion} role="note">
            {m.rejectedReason}
            {vo.approvalOpinion}
          </p>
        ) : null}
        {vo.approvalStatus === 10 ? <CardText>{m.pendingHint}</CardText> : null}
        <div className={styles.images}>
          <Photo url={vo.driverLicenseFrontUrl} alt={L.front} />
          <Photo url={vo.driverLicenseBackUrl} alt={L.back} />
        </div>
        <FactList
          facts={[
            { label: L.name, value: vo.name },
            { label: L.driverLicenseNo, value: vo.driverLicenseNo, number: true },
            { label: L.quasiDrivingType, value: vo.quasiDrivingType },
            { label: L.issuingAuthority, value: vo.issuingAuthority },
            { label: L.firstIssueDate, value: vo.firstIssueDate, number: true },
            { label: L.validFrom, value: vo.validFrom, number: true },
            { label: L.validTo, value: vo.validTo, number: true },
          ]}
        />
      </Card>
      <Card title={m.qualificationSection} titleId="qualification-title">
        {hasQualification ? (
          <>
            <div className={styles.images}>
              <Photo url={vo.qualificationCertificateUrl} alt={L.qualificationPhoto} />
            </div>
            <FactList
              facts={[
                {
                  label: L.qualificationCertificateNo,
                  value: vo.qualificationCertificateNo,
                  number: true,
                },
                { label: L.qualificationValidTo, value: vo.qualificationValidTo, number: true },
              ]}
            />
          </>
        ) : (
          <CardText>{m.noQualification}</CardText>
        )}
      </Card>
      <div className={styles.actions}>
        <ButtonLink to={paths.licenseCertification.to()}>{m.updateLicence}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.addLicense.to()}>
          {hasQualification ? m.updateQualification : m.addQualification}
        </ButtonLink>
      </div>
    </>
  );
}
