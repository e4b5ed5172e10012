/** /i/auth/detail 实名信息: the certificate (number masked), the status and its meaning (§4). */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/form';
import { CertificationBadge } from '@/components/certification-badge';
import { LoadFailed, Loading } from '@/components/load-state';
import { MaskedText } from '@/components/masked-text';
import { CertificationStatus, toCertificationStatus } from '@/lib/domain/certification';
import { paths } from '@/lib/routing/paths';
import { useIdentityInfo } from '../api/identity';
import styles from '../components/identity-form.module.css';
import { identityLabels as l, identityMessages as m } from '../messages';
import { errorText } from '../notify';

const NOTICE: Record<CertificationStatus, string | null> = {
  [CertificationStatus.Pending]: l.reviewing,
  [CertificationStatus.TemporaryReview]: l.reviewing,
  [CertificationStatus.Failed]: l.failedHint,
  [CertificationStatus.NotCertified]: l.noneHint,
  [CertificationStatus.Certified]: null,
};

export function AuthDetailScreen() {
  const navigate = useNavigate();
  const query = useIdentityInfo();
  const certify = () => navigate(paths.authAdd.to());

  if (query.isPending) {
    return <Loading label={l.loading} className={styles.page} />;
  }
  if (query.isError) {
    return (
      <LoadFailed
        title={m.loadFailed}
        description={errorText(query.error)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const info = query.data;
  const status = toCertificationStatus(info.certificationStatus);
  const again =
    status === CertificationStatus.Failed || status === CertificationStatus.NotCertified;
  const validity = info.validFrom ? `${info.validFrom}${l.until}${info.validTo ?? ''}` : l.none;
  const rows: [string, ReactNode][] = [
    [l.status, <CertificationBadge key="badge" status={status} onCertify={certify} />],
    [l.name, info.name ?? l.none],
    [l.idNumber, <MaskedText key="id" kind="idNumber" value={info.certificateNumber} />],
    [l.address, info.address ?? l.none],
    [l.validity, validity],
  ];
  const photos = [
    [l.front, info.idCardFrontUrl],
    [l.back, info.idCardBackUrl],
  ].filter((p): p is [string, string] => Boolean(p[1]));

  return (
    <article className={styles.page} aria-label={l.detailTitle}>
      {NOTICE[status] ? <p className={styles.notice}>{NOTICE[status]}</p> : null}
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {photos.length > 0 ? (
        <section className={styles.images} aria-label={l.photos}>
          {photos.map(([label, url]) => (
            <img key={label} src={url} alt={label} />
          ))}
        </section>
      ) : null}
      {again ? (
        <Button onClick={certify}>
          {status === CertificationStatus.Failed ? l.certifyAgain : l.certify}
        </Button>
      ) : null}
    </article>
  );
}

export default AuthDetailScreen;
