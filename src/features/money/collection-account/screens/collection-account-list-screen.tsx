/** /collectionaccount/list: my collection accounts (the default first), 新增 and 搜索. */
import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { AccountList } from '../components/account-list';
import styles from '../components/collection-account.module.css';
import { accountMessages as t } from '../messages';
import { Page } from '@/components/card';

export function CollectionAccountListScreen() {
  return (
    <Page as="div" list>
      <div className={styles.bar}>
        <ButtonLink variant="secondary" to={paths.collectionAccountSearch.to({})}>
          {t.search}
        </ButtonLink>
        <ButtonLink to={paths.collectionAccountAdd.to()}>{t.add}</ButtonLink>
      </div>
      <AccountList />
    </Page>
  );
}

export default CollectionAccountListScreen;
