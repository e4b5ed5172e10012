/**
 * One contract to read: its particulars, its text, the driver's signature once signed, and while
 * unsigned the 签署 button (after its countdown) leading to /contract/signatures with the same query.
 */
import { Loading } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { type ContractQuery, useContractDocument } from '../hooks/use-contract-document';
import { eContractMessages as t } from '../messages';
import { ContractInfo } from './contract-info';
import { ContractProblem } from './contract-problem';
import { ContractText } from './contract-text';
import styles from './e-contract.module.css';
import { LoginPrompt } from './login-prompt';
import { SignCountdownButton } from './sign-countdown-button';

export function ContractPage({ query }: { query: ContractQuery }) {
  const c = useContractDocument(query);
  if (c.needsLogin) return <LoginPrompt />;
  if (c.failed) return <ContractProblem read={c.failed} />;
  const doc = c.document.data;
  if (c.pending || !doc || !c.ref) {
    return <Loading label={t.loading} lines={12} withTitle className={styles.page} />;
  }
  return (
    <div className={styles.page}>
      <ContractInfo doc={doc} />
      {doc.signatureImage ? (
        <section className={styles.card} aria-label={t.signatureSection}>
          <h2 className={styles.sectionTitle}>{t.signatureSection}</h2>
          <img className={styles.signature} src={doc.signatureImage} alt={t.signatureAlt} />
        </section>
      ) : null}
      <ContractText doc={doc} contractRef={c.ref} />
      {doc.status === 'unsigned' ? (
        <SignCountdownButton to={paths.contractSignatures.to(c.carried)} />
      ) : (
        <p className={styles.notice} role="status">
          {doc.status === 'signed' ? t.signedNotice : t.voidNotice}
        </p>
      )}
    </div>
  );
}
