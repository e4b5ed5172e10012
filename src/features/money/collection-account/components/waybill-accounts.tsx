import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import type { CollectionAccount } from '@/lib/contract/money/collection-account';
import { useWaybillAccounts } from '../../shared/waybill-accounts';
import { useChooseAccount } from '../hooks/use-choose-account';
import { accountMessages as t } from '../messages';
import styles from './collection-account.module.css';
import { useSession } from '@/stores/session';

function Option({
  a,
  mine,
  onChoose,
}: {
  a: CollectionAccount;
  mine: boolean;
  onChoose: () => unknown;
}) {
  return (
    <li>
      <button type="button" className={styles.choice} onClick={() => void onChoose()}>
        <span className={styles.choiceHead}>
          {`${a.accountName}（${mine ? t.mine : t.captain}）`}
          {a.isDefault ? <span className={styles.badge}>{t.isDefault}</span> : null}
        </span>
        <span className={styles.choiceLine}>
          {`${a.bankName} `}
          <span data-number>{a.cardNoMasked}</span>
        </span>
      </button>
    </li>
  );
}

/** The accounts the waybill's freight may go to (his own first, then his captain's), to choose. */
export function WaybillAccounts({
  waybillId,
  keyword,
  backSteps,
}: {
  waybillId: string;
  keyword?: string;
  backSteps?: number;
}) {
  const own = useSession((s) => s.loginInfo?.appUserId ?? '');
  const read = useWaybillAccounts(waybillId, keyword);
  const choose = useChooseAccount(waybillId, backSteps);
  if (read.error)
    return <LoadFailed title={read.error.message || t.chooseFailed} {...failedReadProps(read)} />;
  if (!read.data) return <Loading label={t.loading} lines={4} />;
  if (read.data.length === 0) return <LoadEmpty title={t.chooseEmpty} />;
  return (
    <ul aria-label={t.chooseTitle} className={styles.choices}>
      {read.data.map((a) => (
        <Option key={a.id} a={a} mine={a.ownerId === own} onChoose={() => choose(a)} />
      ))}
    </ul>
  );
}
