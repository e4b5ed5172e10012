import { Popup } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { cardStyles } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { DriverRecord } from '@/lib/contract/money/wallet';
import { paths } from '@/lib/routing/paths';
import { recordKindLabel, walletMessages as t } from '../messages';
import styles from './wallet.module.css';

function Facts({ record: r }: { record: DriverRecord }) {
  return (
    <dl className={cardStyles.facts}>
      <dt>{t.factTitle}</dt>
      <dd>{`${recordKindLabel[r.kind]} · ${r.title}`}</dd>
      <dt>{t.factAmount}</dt>
      <dd>
        <MoneyText value={r.direction === 1 ? r.amount : -r.amount} signed plusSign currency />
      </dd>
      <dt>{t.factBalance}</dt>
      <dd>
        <MoneyText value={r.balanceAfter} currency />
      </dd>
      <dt>{t.factTime}</dt>
      <dd>{r.createTime}</dd>
      <dt>{t.recordNo}</dt>
      <dd>{r.id}</dd>
      {r.waybillNo ? (
        <>
          <dt>{t.factWaybill}</dt>
          <dd>
            {r.waybillId ? (
              <Link className={styles.link} to={paths.waybillDetailWhole.to({ id: r.waybillId })}>
                {r.waybillNo}
              </Link>
            ) : (
              r.waybillNo
            )}
          </dd>
        </>
      ) : null}
      {r.applicationId ? (
        <>
          <dt>{t.factApplication}</dt>
          <dd>
            <Link className={styles.link} to={paths.withdrawDetails.to({ id: r.applicationId })}>
              {t.factApplicationLink}
            </Link>
          </dd>
        </>
      ) : null}
      {r.remark ? (
        <>
          <dt>{t.factRemark}</dt>
          <dd>{r.remark}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The facts of one record in a bottom sheet (a dialog named 明细详情). */
export function RecordFacts({
  record,
  onClose,
}: {
  record: DriverRecord | null;
  onClose: () => void;
}) {
  return (
    <Popup visible={record !== null} onMaskClick={onClose} onClose={onClose} destroyOnClose>
      {record ? (
        <section role="dialog" aria-labelledby="record-facts" className={styles.popup}>
          <div className={styles.popupHead}>
            <h2 id="record-facts" className={cardStyles.heading}>
              {t.facts}
            </h2>
            <button type="button" className={styles.chip} onClick={onClose}>
              {t.close}
            </button>
          </div>
          <Facts record={record} />
        </section>
      ) : null}
    </Popup>
  );
}
