/**
 * The contract's HTML, always through the kit's SafeHtml. A delegation contract reads its text from
 * the 委托 endpoint (getContractContentwt); a waybill's transport contract (KJ) shows its 委托书
 * beside the contract body, one tab each, the 委托书 loading when its tab is opened.
 */
import { useId, useState } from 'react';
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import { SafeHtml } from '@/components/safe-html';
import type { ContractDocument } from '@/lib/contract/supply/e-contract';
import { type ContractRef, useDelegationText } from '../api/contracts';
import { eContractMessages as t } from '../messages';
import styles from './e-contract.module.css';

type Tab = 'body' | 'delegation';

interface ContractTextProps {
  doc: ContractDocument;
  contractRef: ContractRef;
}

export function ContractText({ doc, contractRef }: ContractTextProps) {
  const [tab, setTab] = useState<Tab>(doc.kind === 'delegation' ? 'delegation' : 'body');
  const delegation = useDelegationText(contractRef, tab === 'delegation');
  const id = useId();
  let panel;
  if (tab === 'body') panel = <SafeHtml html={doc.html} label={t.bodyTab} />;
  else if (delegation.data)
    panel = <SafeHtml html={delegation.data.html} label={t.delegationTab} />;
  else if (delegation.isError)
    panel = <LoadFailed title={t.delegationLoadFailed} {...failedReadProps(delegation)} />;
  else panel = <Loading label={t.loading} lines={8} />;
  if (doc.kind !== 'KJ') return <div className={styles.card}>{panel}</div>;

  const tabs = [
    { key: 'body', label: t.bodyTab },
    { key: 'delegation', label: t.delegationTab },
  ] as const;
  return (
    <div className={styles.card}>
      <div role="tablist" aria-label={t.textTabs} className={styles.tabs}>
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            className={styles.tab}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {panel}
      </div>
    </div>
  );
}
