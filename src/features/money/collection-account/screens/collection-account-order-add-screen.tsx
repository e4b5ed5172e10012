/** /collectionaccount/orderAdd?waybillId=: choose the account the waybill's freight is paid to. */
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { LoadEmpty } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import styles from '../components/collection-account.module.css';
import { WaybillAccounts } from '../components/waybill-accounts';
import { accountMessages as t } from '../messages';
import { Page } from '@/components/card';

export function CollectionAccountOrderAddScreen() {
  const [params] = useSearchParams();
  const waybillId = params.get('waybillId')?.trim() ?? '';
  if (waybillId === '') return <LoadEmpty title={t.noWaybill} />;
  return (
    <Page as="div" list>
      <div className={styles.bar}>
        <ButtonLink variant="secondary" to={paths.collectionAccountSearchAdd.to({ waybillId })}>
          {t.search}
        </ButtonLink>
      </div>
      <WaybillAccounts waybillId={waybillId} />
    </Page>
  );
}

export default CollectionAccountOrderAddScreen;
