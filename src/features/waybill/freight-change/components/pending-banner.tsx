import { Link } from 'react-router-dom';
import type { SourceKind } from '@/lib/contract/supply/load';
import { useIsFreightChange } from '../api/freight-change';
import { freightMessages as t } from '../messages';
import styles from './freight-change.module.css';
import { freightDetailsPath } from './freight-paths';

/** 有待确认的运费变更 on one waybill (a change is 整车 or 大宗 like its waybill), linking to it. */
export function PendingBanner({ waybillId, kind }: { waybillId: string; kind: SourceKind }) {
  const read = useIsFreightChange(waybillId);
  const id = read.data?.pending ? read.data.changeId : null;
  if (!id) return null;
  return (
    <Link className={styles.banner} to={freightDetailsPath({ id, kind })}>
      <span>{t.pendingBanner}</span>
      <span aria-hidden="true">{`${t.pendingBannerAction} ›`}</span>
    </Link>
  );
}
