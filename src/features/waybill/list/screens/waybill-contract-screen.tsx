/**
 * 运输合同 (/waybill/contract?id=): the waybill's KJ 货物运输合同 (created on the first ask), its
 * state and server text; an unsigned one is signed on the contract screen, which comes back here.
 */
import { Card, Page } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { Loading, WaybillProblem } from '@/components/load-state';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/lib/routing/paths';
import { useWaybillContract } from '../api/waybill-reads';
import styles from '../components/detail.module.css';
import { MissingWaybill } from '../components/missing-waybill';
import { useWaybillId } from '../../shared/use-waybill-id';
import { documentMessages as t } from '../messages';

export function WaybillContractScreen() {
  const id = useWaybillId();
  const query = useWaybillContract(id);
  if (!id) return <MissingWaybill />;
  if (query.isPending) return <Loading label={t.contractLoading} withTitle lines={10} />;
  // The contract is read by its waybill: a waybill not there or not his is said as the waybill.
  if (!query.data) return <WaybillProblem read={query} />;
  const doc = query.data;
  return (
    <Page as="div">
      <Card>
        <div className={styles.headRow}>
          <span className={styles.headNo} data-number>
            {doc.contractNo}
          </span>
          <span className={styles.statusTag}>{t.contractStatus[doc.status]}</span>
        </div>
        <h1 className={styles.goodsTitle}>{doc.title}</h1>
        {doc.signedTime ? <p className={styles.muted}>{t.signedAt(doc.signedTime)}</p> : null}
        <SafeHtml html={doc.html} label={doc.title} />
      </Card>
      {doc.status === 'unsigned' ? (
        <div className={styles.actionBar}>
          <ButtonLink
            className={styles.actionMain}
            to={paths.contractDetail.to({
              contractId: doc.id,
              next: paths.waybillContract.to({ id }),
            })}
          >
            {t.sign}
          </ButtonLink>
        </div>
      ) : null}
    </Page>
  );
}

export default WaybillContractScreen;
