/**
 * The frame of every grab screen: the source is read first (loading, LoadFailed with 重试), and a
 * source that can no longer be taken says so with the way back to the plaza.
 */
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import type { GoodsSourceDetail } from '@/lib/contract/supply';
import { paths } from '@/lib/routing/paths';
import type { GrabSource } from '../api/grab';
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
        <LoadFailed
          title={t.sourceFailed}
          {...failedReadProps({ ...source, error: source.error })}
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
