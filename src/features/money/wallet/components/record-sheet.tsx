import { Popup } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { FactList } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { DriverRecord } from '@/lib/contract/money/wallet';
import { paths } from '@/lib/routing/paths';
import { recordKindLabel, walletMessages as t } from '../messages';
import styles from './wallet.module.css';

function Facts({ record: r }: { record: DriverRecord }) {
  return (
    <FactList
      facts={[
        { label: t.factTitle, value: `${recordKindLabel[r.kind]} · ${r.title}` },
        {
          label: t.factAmount,
          value: (
            <MoneyText value={r.direction === 1 ? r.amount : -r.amount} signed plusSign currency />
          ),
          number: true,
        },
        {
          label: t.factBalance,
          value: <MoneyText value={r.balanceAfter} currency />,
          number: true,
        },
        { label: t.factTime, value: r.createTime, number: true },
        { label: t.recordNo, value: r.id, number: true },
        r.waybillNo
          ? {
              label: t.factWaybill,
              value: r.waybillId ? (
                <Link className={styles.link} to={paths.waybillDetailWhole.to({ id: r.waybillId })}>
                  {r.waybillNo}
                </Link>
              ) : (
                r.waybillNo
              ),
              number: true,
            }
          : null,
        r.applicationId
          ? {
              label: t.factApplication,
              value: (
                <Link
                  className={styles.link}
                  to={paths.withdrawDetails.to({ id: r.applicationId })}
                >
                  {t.factApplicationLink}
                </Link>
              ),
            }
          : null,
        r.remark ? { label: t.factRemark, value: r.remark } : null,
      ]}
    />
  );
}

/** The facts of one record in a bottom sheet (a dialog named 明细详情). */
export function RecordSheet({
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
            <h2 id="record-facts" className={styles.popupTitle}>
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
