import { Link } from 'react-router-dom';
import { useUnsignedAgreements, useUserDetail } from '@/hooks/shared-reads';
import { paths } from '@/lib/routing/paths';
import { useUnsignedContractCount } from '../api/home-reads';
import { homeMessages as t } from '../messages';
import styles from './home.module.css';

/** Contracts and agreements waiting for the driver's signature, each leading to where he signs. */
export function TodoLinks() {
  const { data: user } = useUserDetail();
  const contracts = useUnsignedContractCount();
  const agreements = useUnsignedAgreements(user?.appUserId ?? null);
  const contractCount = contracts.data ?? 0;
  const agreementCount = agreements.data?.length ?? 0;
  if (contractCount === 0 && agreementCount === 0) return null;
  return (
    <div className={styles.todos}>
      {contractCount > 0 ? (
        <Link to={paths.contractList.to()} className={styles.todo}>
          {t.todoContracts(contractCount)}
        </Link>
      ) : null}
      {agreementCount > 0 ? (
        <Link to={paths.me.to()} className={styles.todo}>
          {t.todoAgreements(agreementCount)}
        </Link>
      ) : null}
    </div>
  );
}
