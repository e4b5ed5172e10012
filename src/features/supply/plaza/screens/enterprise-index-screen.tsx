/** 企业货源 (/supply/enterpriseindex): enterprises publishing on the platform, searchable by name. */
import { useMemo, useState } from 'react';
import { PagedList } from '@/components/paged-list';
import type { Enterprise } from '@/lib/contract/supply/market';
import { paths } from '@/lib/routing/paths';
import { enterprisePageLoader } from '../api/sources';
import { ENTERPRISE_ROW_HEIGHT, EnterpriseRow } from '../components/enterprise-row';
import { EnterpriseSearch } from '../components/enterprise-search';
import styles from '../components/plaza.module.css';
import { plazaMessages as m } from '../plaza-messages';

export function EnterpriseIndexScreen() {
  const [keyword, setKeyword] = useState('');
  const load = useMemo(() => enterprisePageLoader(keyword), [keyword]);
  return (
    <div className={styles.navPage}>
      <EnterpriseSearch onSearch={setKeyword} />
      <div className={styles.listBody}>
        <PagedList<Enterprise>
          key={keyword}
          load={load}
          label={m.enterpriseListLabel}
          itemHeight={ENTERPRISE_ROW_HEIGHT}
          itemKey={(e) => e.id}
          renderItem={(e) => (
            <EnterpriseRow enterprise={e} to={paths.supplyEnterprise.to({ param: e.shareCode })} />
          )}
        />
      </div>
    </div>
  );
}

export default EnterpriseIndexScreen;
