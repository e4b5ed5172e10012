import { Card } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { ResultPage } from '@/components/result-page';
import type { RepairResult } from '@/lib/contract/waybill/after-sales';
import { changesMessages as t } from '../messages';
import styles from './changes.module.css';

/** Every rejected photo replaced: the kit's result page, and the way on is the waybill. */
export function RepairDone({ result, waybillPath }: { result: RepairResult; waybillPath: string }) {
  return (
    <ResultPage
      as="div"
      title={t.repairDone(result.replaced)}
      description={t.repairAllDone}
      actions={
        <ButtonLink to={waybillPath} replace>
          {t.backToWaybill}
        </ButtonLink>
      }
    />
  );
}

/** Some replaced, some still rejected: said above the cards of the ones that remain. */
export function RepairProgress({ result }: { result: RepairResult }) {
  return (
    <div role="status" aria-label={t.repairDone(result.replaced)}>
      <Card title={t.repairDone(result.replaced)}>
        <p className={styles.muted}>{t.repairRemaining(result.remaining.length)}</p>
      </Card>
    </div>
  );
}
