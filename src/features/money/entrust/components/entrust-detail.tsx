import { Card, FactList } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { Entrustment } from '@/lib/contract/money/entrust';
import { entrustMessages as t, entrustStateLabel } from '../messages';
import styles from './entrust.module.css';

/** Every fact of an entrustment under its state, and its state timeline. */
export function EntrustDetail({ e }: { e: Entrustment }) {
  return (
    <>
      <Card title={entrustStateLabel[e.state]}>
        <FactList
          facts={[
            { label: t.entrustNo, value: e.entrustNo, number: true },
            { label: t.waybillNo, value: e.waybillNo, number: true },
            { label: t.route, value: e.route },
            { label: t.goods, value: e.goodsName },
            { label: t.carNo, value: e.carNo, number: true },
            { label: t.freight, value: <MoneyText value={e.freight} currency />, number: true },
            {
              label: t.payee,
              value: (
                <>
                  {`${e.payee.name} `}
                  <span data-number>{e.payee.mobileMasked}</span>
                </>
              ),
            },
            {
              label: t.account,
              value: (
                <>
                  {`${e.account.bankName} `}
                  <span data-number>{e.account.cardNoMasked}</span>
                </>
              ),
            },
            { label: t.remarkFact, value: e.remark },
            e.refuseReason ? { label: t.refuseReason, value: e.refuseReason } : null,
            { label: t.createTime, value: e.createTime, number: true },
          ]}
        />
      </Card>
      <Card title={t.timeline}>
        <ol className={styles.timeline}>
          {e.timeline.map((ev) => (
            <li key={`${ev.state}-${ev.time}`}>
              <div>{ev.text}</div>
              <div className={styles.muted}>{ev.time}</div>
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}
