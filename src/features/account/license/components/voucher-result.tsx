import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { useDriverLicense } from '../api/license';
import { licenseMessages as m } from '../messages';
import styles from './licence-details.module.css';
import { StatusTag } from './status-tag';

/** After the licence step is submitted: its review status as the server now holds it. */
export function VoucherResult() {
  const query = useDriverLicense();
  const status = query.data?.userDriverLicenseVO?.approvalStatus;
  return (
    <section className={styles.card} aria-labelledby="voucher-result-title" aria-live="polite">
      <div className={styles.head}>
        <h2 id="voucher-result-title">{status ? m.resultTitle[status] : m.saved}</h2>
        {status ? <StatusTag status={status} /> : null}
      </div>
      {status === 10 ? <p className={styles.hint}>{m.pendingHint}</p> : null}
      <ButtonLink to={paths.me.to()} replace>
        {m.backToMe}
      </ButtonLink>
    </section>
  );
}
