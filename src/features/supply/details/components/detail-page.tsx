/**
 * One source's detail, shared by the driver's pages and the public enterprise pages: the read's
 * states (loading, failed with 重试, gone), then every fact, the calls, navigation and the grab.
 */
import { Card, FactList, Page } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import type { SourceKind } from '@/lib/contract/supply/load';
import { paths } from '@/lib/routing/paths';
import type { DetailAudience } from '../api/source-detail';
import { detailMessages as t } from '../../shared/detail-messages';
import { useCallShipper } from '../hooks/detail-call';
import { useGrab } from '../hooks/detail-grab';
import { useOpenMap } from '@/hooks/use-open-map';
import { placeTarget } from '../../shared/detail-map';
import { useSourceDetail } from '../hooks/use-source-detail';
import { DetailActionBar } from './detail-action-bar';
import { feeFacts, goodsFacts, timeFacts } from './detail-facts';
import { DetailHeader } from './detail-header';
import { DetailRoute } from './detail-route';
import { DetailShipper } from './detail-shipper';
import styles from './detail.module.css';

function SourceDetail({ source, param }: { source: GoodsSourceDetail; param: string | null }) {
  const call = useCallShipper(source.id);
  const openMap = useOpenMap();
  const grab = useGrab(source.id);
  return (
    <Page as="div">
      <DetailHeader source={source} />
      <DetailRoute source={source} onNavigate={(place) => openMap(placeTarget(place))} />
      <Card title={t.timeSection}>
        <FactList facts={timeFacts(source)} />
      </Card>
      <Card title={t.goodsSection}>
        <FactList facts={goodsFacts(source)} />
      </Card>
      <Card title={t.feeSection}>
        <FactList facts={feeFacts(source)} />
      </Card>
      <DetailShipper source={source} onCall={call} />
      {param ? (
        <ButtonLink
          variant="text"
          className={styles.enterpriseLink}
          to={paths.supplyEnterprise.to({ param })}
        >
          {t.enterpriseLink}
        </ButtonLink>
      ) : null}
      <DetailActionBar source={source} onGrab={grab} />
    </Page>
  );
}

export function DetailPage({ kind, audience }: { kind: SourceKind; audience: DetailAudience }) {
  const { query, source, loading, missing, param } = useSourceDetail(kind, audience);
  if (loading) return <Loading label={t.loading} withTitle lines={12} />;
  if (!source) {
    // A shared link's visitor may not be logged in: the enterprise's public page is the way on.
    const back =
      audience === 'public' && param
        ? { to: paths.supplyEnterprise.to({ param }), label: t.backToEnterprise }
        : { to: paths.supply.to(), label: t.backToPlaza };
    const gone = missing || !query.isError;
    return (
      <ReadProblem
        subject={t.subject}
        back={back}
        words={{ notFound: { title: t.missingTitle, description: t.missingHint } }}
        {...(gone ? { kind: 'notFound' as const } : {})}
        {...readProblemProps(query)}
      />
    );
  }
  return <SourceDetail source={source} param={param} />;
}
