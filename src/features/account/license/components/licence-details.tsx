import { ButtonLink } from '@/components/form';
import type { DriverLicenseVO } from '@/lib/contract/account/license';
import { paths } from '@/lib/routing/paths';
import { licenseMessages as m } from '../messages';
import styles from './licence-details.module.css';
import { StatusTag } from './status-tag';

const L = m.labels;

function Rows({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Photo({ url, alt }: { url: string | null; alt: string }) {
  if (!url) return null;
  return <img className={styles.image} src={url} alt={alt} />;
}

/** The licence record as the server holds it, with its review status and what to do next. */
export function LicenceDetails({ vo }: { vo: DriverLicenseVO }) {
  const hasQualification = Boolean(vo.qualificationCertificateNo);
  return (
    <>
      <section className={styles.card} aria-labelledby="licence-title">
        <div className={styles.head}>
          <h2 id="licence-title">{m.licenceSection}</h2>
          <span className="sr-only">{m.statusLabel}</span>
          <StatusTag status={vo.approvalStatus} />
        </div>
        {vo.approvalStatus === 30 ? (
          <p className={styles.opinion} role="note">
            {m.rejectedReason}
            {vo.approvalOpinion}
          </p>
        ) : null}
        {vo.approvalStatus === 10 ? <p className={styles.hint}>{m.pendingHint}</p> : null}
        <div className={styles.images}>
          <Photo url={vo.driverLicenseFrontUrl} alt={L.front} />
          <Photo url={vo.driverLicenseBackUrl} alt={L.back} />
        </div>
        <Rows
          rows={[
            [L.name, vo.name],
            [L.driverLicenseNo, vo.driverLicenseNo],
            [L.quasiDrivingType, vo.quasiDrivingType],
            [L.issuingAuthority, vo.issuingAuthority],
            [L.firstIssueDate, vo.firstIssueDate],
            [L.validFrom, vo.validFrom],
            [L.validTo, vo.validTo],
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="qualification-title">
        <h2 id="qualification-title">{m.qualificationSection}</h2>
        {hasQualification ? (
          <>
            <div className={styles.images}>
              <Photo url={vo.qualificationCertificateUrl} alt={L.qualificationPhoto} />
            </div>
            <Rows
              rows={[
                [L.qualificationCertificateNo, vo.qualificationCertificateNo],
                [L.qualificationValidTo, vo.qualificationValidTo],
              ]}
            />
          </>
        ) : (
          <p className={styles.hint}>{m.noQualification}</p>
        )}
      </section>
      <div className={styles.actions}>
        <ButtonLink to={paths.licenseCertification.to()}>{m.updateLicence}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.addLicense.to()}>
          {hasQualification ? m.updateQualification : m.addQualification}
        </ButtonLink>
      </div>
    </>
  );
}
