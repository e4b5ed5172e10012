import type { ContractDocument } from '@/lib/contract/supply/e-contract';
import { eContractMessages as t } from '../messages';
import styles from './e-contract.module.css';
import { StatusTag } from './status-tag';

/** The contract's title, status and particulars: number, kind, waybill, parties, dates. */
export function ContractInfo({ doc }: { doc: ContractDocument }) {
  const rows: [string, string | null][] = [
    [t.contractNo, doc.contractNo],
    [t.waybillNo, doc.waybillNo],
    [t.party, doc.partyName],
    [t.signer, doc.signerPhoneMasked || null],
    [t.createTime, doc.createTime],
    [t.signedTime, doc.signedTime],
  ];
  return (
    <section className={styles.card} aria-label={t.infoSection}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{doc.title}</h1>
        <StatusTag status={doc.status} />
      </div>
      <span className={styles.kind}>{t.kind[doc.kind]}</span>
      <dl className={styles.facts}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
