/**
 * The frame of every grab screen: the source is read first (loading; a failed read said for what it
 * is by ReadProblem: 货源不存在或已下架 with 返回货源广场, 重试 only for the network), and a source
 * that can no longer be taken says so with the way back to the plaza.
 */
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/form';
import { LoadEmpty, Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { paths } from '@/lib/routing/paths';
import type { GrabSource } from '../api/grab';
import { detailMessages as d } from '../../shared/detail-messages';
import { grabMessages as t } from '../grab-messages';
import styles from './grab.module.css';

interface GrabSourceFrameProps {
  source: GrabSource;
  children: (source: GoodsSourceDetail) => ReactNode;
}

export function GrabSourceFrame({ source, children }: GrabSourceFrameProps) {
  const { data } = source;
  if (!data) {
    if (source.error)
      return (
        <ReadProblem
          subject={d.subject}
          back={{ label: d.backToPlaza, to: paths.supply.to() }}
          words={{
            notFound: { title: d.missingTitle, description: d.missingHint },
            failed: { title: t.sourceFailed },
          }}
          {...readProblemProps(source)}
        />
      );
    return <Loading label={t.loading} lines={8} withTitle className={styles.page} />;
  }
  if (data.status !== 'open') {
    return (
      <LoadEmpty title={t.sourceGone[data.status]} description={t.sourceGoneHint}>
        <ButtonLink to={paths.supply.to()}>{t.otherSources}</ButtonLink>
      </LoadEmpty>
    );
  }
  return <>{children(data)}</>;
}
