/** /i/auth/detail 实名信息: the certificate (number masked), the status and its meaning (§4). */
import { useNavigate } from 'react-router-dom';
import { Card, FactList, Page } from '@/components/card';
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
  const validity = info.validFrom ? `${info.validFrom}${l.until}${info.validTo ?? ''}` : null;
  const photos = [
    [l.front, info.idCardFrontUrl],
    [l.back, info.idCardBackUrl],
  ].filter((p): p is [string, string] => Boolean(p[1]));

  return (
    <Page as="div">
      {NOTICE[status] ? <p className={styles.notice}>{NOTICE[status]}</p> : null}
      <Card aria-label={l.detailTitle}>
        <FactList
          empty={l.none}
          facts={[
            {
              label: l.status,
              value: <CertificationBadge status={status} onCertify={certify} />,
            },
            { label: l.name, value: info.name },
            {
              label: l.idNumber,
              value: <MaskedText kind="idNumber" value={info.certificateNumber} />,
              number: true,
            },
            { label: l.address, value: info.address },
            { label: l.validity, value: validity, number: true },
          ]}
        />
      </Card>
      {photos.length > 0 ? (
        <Card title={l.photos}>
          <div className={styles.images}>
            {photos.map(([label, url]) => (
              <img key={label} src={url} alt={label} />
            ))}
          </div>
        </Card>
      ) : null}
      {again ? (
        <Button onClick={certify}>
          {status === CertificationStatus.Failed ? l.certifyAgain : l.certify}
        </Button>
      ) : null}
    </Page>
  );
}

export default AuthDetailScreen;
