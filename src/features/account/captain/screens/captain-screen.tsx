/**
 * /i/captain (我的车队长, §2.3): the bound captain or an empty state, then finding and binding one.
 * A captain (isCaptain, §3) does not bind a captain; enterprise personnel are dispatched by their
 * enterprise, so they are told why and cannot bind one themselves (they may still unbind).
 */
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Card, CardText, Page } from '@/components/card';
import { Button, ButtonLink } from '@/components/form';
import { failedReadProps, LoadFailed } from '@/components/load-state';
import { ResultPage } from '@/components/result-page';
import { useUserDetail } from '@/hooks/shared-reads';
import type { CarCaptain } from '@/lib/contract/account/captain';
import { maskMobile } from '@/lib/domain/mobile';
import { paths } from '@/lib/routing/paths';
import { useSession } from '@/stores/session';
import { useBoundCaptain, useEnterpriseCheck } from '../api/captain';
import { BoundCaptain } from '../components/bound-captain';
import { CaptainSearch } from '../components/captain-search';
import panels from '../components/captain-panels.module.css';
import { captainMessages as messages } from '../messages';

/** The bind went through: who is now the driver's captain, then the captain's card or Me. */
function CaptainBound({ captain, onDone }: { captain: CarCaptain; onDone: () => void }) {
  return (
    <ResultPage
      as="div"
      title={messages.bound}
      description={messages.boundHint}
      facts={[
        { label: messages.role, value: captain.name },
        { label: messages.mobile, value: maskMobile(captain.mobile), number: true },
      ]}
      actions={
        <>
          <Button onClick={onDone}>{messages.viewCaptain}</Button>
          <ButtonLink variant="secondary" to={paths.me.to()} replace>
            {messages.backToMe}
          </ButtonLink>
        </>
      }
    />
  );
}

export function CaptainScreen() {
  const isCaptain = useSession((s) => s.isCaptain);
  const phone = useUserDetail().data?.phone ?? null;
  const bound = useBoundCaptain(!isCaptain);
  const enterprise = useEnterpriseCheck(isCaptain ? null : phone);
  const [justBound, setJustBound] = useState<CarCaptain | null>(null);

  if (isCaptain) {
    return (
      <Page as="div">
        <p className={panels.notice} role="note">
          {messages.captainSelf}
        </p>
      </Page>
    );
  }

  if (justBound) return <CaptainBound captain={justBound} onDone={() => setJustBound(null)} />;

  if (bound.isPending || (enterprise.isPending && phone !== null)) {
    return (
      <div role="status" aria-label={messages.loading}>
        <Page as="div">
          <Card>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={5} animated />
          </Card>
        </Page>
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
    <Page as="div">
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
          <Card title={messages.noneTitle}>
            {company === null ? (
              <CardText className={panels.lead}>{messages.noneHint}</CardText>
            ) : null}
          </Card>
          {company === null ? <CaptainSearch ownMobile={phone} onBound={setJustBound} /> : null}
        </>
      )}
    </Page>
  );
}

export default CaptainScreen;
