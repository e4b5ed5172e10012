/**
 * 签署合同 (/contract/signatures, public): the hand-drawn signature and, where the platform asks,
 * the SMS code; from an SMS link (`param`) without login, from the app by `contractId`.
 */
import { ButtonLink } from '@/components/form';
import { LoadEmpty, Loading } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import styles from '../components/e-contract.module.css';
import { ContractProblem } from '../components/contract-problem';
import { LoginPrompt } from '../components/login-prompt';
import { SignForm } from '../components/sign-form';
import { useContractDocument, useContractQuery } from '../hooks/use-contract-document';
import { eContractMessages as t } from '../messages';

export function ContractSignaturesScreen() {
  const c = useContractDocument(useContractQuery());
  if (c.needsLogin) return <LoginPrompt />;
  if (c.failed) return <ContractProblem read={c.failed} />;
  const doc = c.document.data;
  if (c.pending || !doc) return <Loading label={t.loading} lines={8} className={styles.page} />;
  if (doc.status !== 'unsigned') {
    const { next: _next, ...contract } = c.carried;
    return (
      <LoadEmpty title={doc.status === 'signed' ? t.alreadySigned : t.voidNotice}>
        <ButtonLink className={styles.stateAction} to={paths.contractDetail.to(contract)} replace>
          {t.backToContract}
        </ButtonLink>
      </LoadEmpty>
    );
  }
  return <SignForm doc={doc} carried={c.carried} />;
}

export default ContractSignaturesScreen;
