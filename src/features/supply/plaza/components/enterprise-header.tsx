import { Button } from '@/components/form';
import type { Enterprise } from '@/lib/contract/supply/market';
import { shareEnterprise } from '../hooks/use-enterprise-share';
import { plazaMessages as m } from '../plaza-messages';
import { EnterpriseLogo } from './enterprise-row';
import styles from './plaza.module.css';

/** The enterprise's name, credit code, city and open sources, with the share action. */
export function EnterpriseHeader({ enterprise }: { enterprise: Enterprise }) {
  return (
    <header className={styles.header}>
      <EnterpriseLogo enterprise={enterprise} />
      <div className={styles.enterpriseMain}>
        <h1 className={styles.headerTitle}>{enterprise.name}</h1>
        <span className={styles.enterpriseMeta}>
          {m.creditCode} {enterprise.creditCode}
        </span>
        <span className={styles.enterpriseMeta}>
          {enterprise.cityName} · {m.openSources(enterprise.openSources)}
        </span>
      </div>
      <Button
        variant="secondary"
        className={styles.shareButton}
        onClick={() => shareEnterprise(enterprise)}
      >
        {m.share}
      </Button>
    </header>
  );
}
