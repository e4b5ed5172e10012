import { ButtonLink } from '@/components/form';
import { ResultPage, type ResultStatus } from '@/components/result-page';
import type { ApprovalStatus } from '@/lib/contract/account/license';
import { paths } from '@/lib/routing/paths';
import { useDriverLicense } from '../api/license';
import { licenseMessages as m } from '../messages';

const LOOK: Record<ApprovalStatus, ResultStatus> = { 10: 'waiting', 20: 'success', 30: 'error' };

/** After the licence step is submitted: its review status as the server now holds it, and the way on. */
export function VoucherResult() {
  const query = useDriverLicense();
  const status = query.data?.userDriverLicenseVO?.approvalStatus;
  return (
    <ResultPage
      as="div"
      status={status ? LOOK[status] : 'success'}
      title={status ? m.resultTitle[status] : m.saved}
      description={status === 10 ? m.pendingHint : undefined}
      actions={
        <>
          <ButtonLink to={paths.me.to()} replace>
            {m.backToMe}
          </ButtonLink>
          {status === 30 ? (
            <ButtonLink variant="secondary" to={paths.licenseCertification.to()} replace>
              {m.updateLicence}
            </ButtonLink>
          ) : null}
        </>
      }
    />
  );
}
