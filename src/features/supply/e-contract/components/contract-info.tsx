import { Card, FactList } from '@/components/card';
import type { ContractDocument } from '@/lib/contract/supply/e-contract';
import { eContractMessages as t } from '../messages';
import styles from './e-contract.module.css';
import { StatusTag } from './status-tag';

/** The contract's title, status and particulars: number, kind, waybill, parties, dates. */
export function ContractInfo({ doc }: { doc: ContractDocument }) {
  return (
    <Card aria-label={t.infoSection}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{doc.title}</h1>
        <StatusTag status={doc.status} />
      </div>
      <span className={styles.kind}>{t.kind[doc.kind]}</span>
      <FactList
        layout="split"
        facts={[
          { label: t.contractNo, value: doc.contractNo, number: true },
          doc.waybillNo ? { label: t.waybillNo, value: doc.waybillNo, number: true } : null,
          doc.partyName ? { label: t.party, value: doc.partyName } : null,
          doc.signerPhoneMasked
            ? { label: t.signer, value: doc.signerPhoneMasked, number: true }
            : null,
          doc.createTime ? { label: t.createTime, value: doc.createTime, number: true } : null,
          doc.signedTime ? { label: t.signedTime, value: doc.signedTime, number: true } : null,
        ]}
      />
    </Card>
  );
}
