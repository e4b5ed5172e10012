/**
 * One enterprise's page (/supply/enterprise/:param, public: shared links open it without login):
 * its header and its open sources, 大宗 and 整车 in tabs. Cards lead to the public detail screens,
 * which keep the share code so the way back is this page.
 */
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import type { GoodsSource } from '@/lib/contract/supply/market';
import type { SourceKind } from '@/lib/contract/supply/load';
import { paths } from '@/lib/routing/paths';
import { sourcePageLoader, useEnterprise } from '../api/sources';
import { EnterpriseHeader } from '../components/enterprise-header';
import { PlazaSourceList } from '../components/plaza-source-list';
import { PlazaTabs } from '../components/plaza-tabs';
import styles from '../components/plaza.module.css';
import { plazaMessages as m } from '../plaza-messages';

const KINDS: readonly SourceKind[] = ['bulk', 'whole'];
const TABS_ID = 'enterprise-tab';

export function EnterpriseScreen() {
  const param = useParams().param ?? '';
  const read = useEnterprise(param);
  const [kind, setKind] = useState<SourceKind>('bulk');
  const enterpriseId = read.data?.id;
  const load = useMemo(
    () => (enterpriseId ? sourcePageLoader({ kind, enterpriseId }) : null),
    [kind, enterpriseId],
  );
  const linkOf = (source: GoodsSource) =>
    source.kind === 'bulk'
      ? paths.supplyEnterpriseDetails.to({ id: source.id, param })
      : paths.supplyEnterpriseWholeDetail.to({ id: source.id, param });

  if (read.isPending) return <Loading label={m.enterpriseLoading} withTitle />;
  if (!read.data || !load) {
    // A share code the server does not know (404001) is 未找到该企业; the network alone gets 重试.
    return (
      <ReadProblem
        subject={m.enterpriseSubject}
        back={{ label: m.home, to: paths.home.to() }}
        words={{
          notFound: { title: m.enterpriseNotFound, description: m.enterpriseNotFoundHint },
          failed: { title: m.enterpriseFailed },
        }}
        {...(read.isError ? {} : { kind: 'notFound' as const })}
        {...readProblemProps(read)}
      />
    );
  }
  return (
    <div className={styles.navPage}>
      <EnterpriseHeader enterprise={read.data} />
      <PlazaTabs
        id={TABS_ID}
        tabs={KINDS}
        labels={m.tabs}
        current={kind}
        label={m.tabsLabel}
        onChange={setKind}
      />
      <div
        id={`${TABS_ID}-panel`}
        role="tabpanel"
        aria-labelledby={`${TABS_ID}-${kind}`}
        className={styles.listBody}
      >
        <PlazaSourceList key={kind} load={load} linkOf={linkOf} label={m.enterpriseSourcesLabel} />
      </div>
    </div>
  );
}

export default EnterpriseScreen;
