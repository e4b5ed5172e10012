/** /i/license (驾驶证信息): the licence record, its review status and expiry, and what to do next. */
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import { useSearchParams } from 'react-router-dom';
import { Card, CardText } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { useDriverLicense, useExpiry } from '../api/license';
import { ExpiryBanner } from '../components/expiry-banner';
import { LicenceDetails } from '../components/licence-details';
import formStyles from '../components/licence-form.module.css';
import { licenseMessages as m } from '../messages';

/** §4: arrived from the bank real-name entry — why the driver is here and what to do. */
function BankNotice({ certified }: { certified: boolean }) {
  return (
    <section className={formStyles.notice} aria-labelledby="bank-notice-title">
      <h2 id="bank-notice-title" className={formStyles.cardTitle}>
        {m.bankTitle}
      </h2>
      {certified ? m.bankTextCertified : m.bankText}
    </section>
  );
}

export function LicenseScreen() {
  const [params] = useSearchParams();
  const fromBank = Boolean(params.get('yinhangFlag'));
  const query = useDriverLicense('inline');
  const vo = query.data?.userDriverLicenseVO ?? null;
  const expiry = useExpiry(vo !== null);

  let body;
  if (query.isPending) body = <Loading label={m.loading} withTitle />;
  else if (query.isError) {
    body = <LoadFailed title={m.loadFailed} {...failedReadProps(query)} />;
  } else if (!vo) {
    body = (
      <Card
        title={m.emptyTitle}
        titleId="licence-empty-title"
        actions={
          <ButtonLink to={paths.licenseCertification.to()}>{m.startCertification}</ButtonLink>
        }
      >
        <CardText>{m.emptyText}</CardText>
      </Card>
    );
  } else {
    body = (
      <>
        <ExpiryBanner check={expiry.data} />
        <LicenceDetails vo={vo} />
      </>
    );
  }

  return (
    <div className={formStyles.page}>
      {fromBank && !query.isPending && !query.isError ? (
        <BankNotice certified={vo?.approvalStatus === 20} />
      ) : null}
      {body}
    </div>
  );
}

export default LicenseScreen;
