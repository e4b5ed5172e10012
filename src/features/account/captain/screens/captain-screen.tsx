/**
 * /i/captain (我的车队长, §2.3): the bound captain or an empty state, then finding and binding one.
 * A captain (isCaptain, §3) does not bind a captain; enterprise personnel are dispatched by their
 * enterprise, so they are told why and cannot bind one themselves (they may still unbind).
 */
import { Skeleton } from 'antd-mobile';
import { failedReadProps, LoadFailed } from '@/components/load-state';
import { useUserDetail } from '@/hooks/shared-reads';
import { useSession } from '@/stores/session';
import { useBoundCaptain, useEnterpriseCheck } from '../api/captain';
import { BoundCaptain } from '../components/bound-captain';
import { CaptainSearch } from '../components/captain-search';
import panels from '../components/captain-panels.module.css';
import { captainMessages as messages } from '../messages';
import styles from './captain-screen.module.css';

export function CaptainScreen() {
  const isCaptain = useSession((s) => s.isCaptain);
  const phone = useUserDetail().data?.phone ?? null;
  const bound = useBoundCaptain(!isCaptain);
  const enterprise = useEnterpriseCheck(isCaptain ? null : phone);

  if (isCaptain) {
    return (
      <div className={styles.page}>
        <p className={panels.notice} role="note">
          {messages.captainSelf}
        </p>
      </div>
    );
  }

  if (bound.isPending || (enterprise.isPending && phone !== null)) {
    return (
      <div className={styles.page} role="status" aria-label={messages.loading}>
        <div className={panels.panel}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      </div>
    );
  }

  if (bound.isError) {
    return <LoadFailed title={messages.loadFailed} {...failedReadProps(bound)} />;
  }

  const company = enterprise.data?.isEnterprisePersonnel
    ? (enterprise.data.enterpriseName ?? '')
    : null;
  return (
    <div className={styles.page}>
      {company !== null ? (
        <p className={panels.notice} role="note">
          <strong>{messages.enterprise(company)}</strong>
          {messages.enterpriseHint}
        </p>
      ) : null}
      {bound.data ? (
        <BoundCaptain captain={bound.data} />
      ) : (
        <>
          <section className={panels.empty} aria-labelledby="captain-empty-title">
            <h2 id="captain-empty-title">{messages.noneTitle}</h2>
            {company === null ? <p>{messages.noneHint}</p> : null}
          </section>
          {company === null ? <CaptainSearch ownMobile={phone} /> : null}
        </>
      )}
    </div>
  );
}

export default CaptainScreen;
