/** /personal-info-list: what the app collects, why and when, each linking to the driver's own copy. */
import { Link } from 'react-router-dom';
import { Card, FactList, Page } from '@/components/card';
import styles from '../components/privacy.module.css';
import { COLLECTIONS } from '../disclosures';
import { privacyMessages as m } from '../messages';

export function PersonalInfoListScreen() {
  return (
    <Page as="div">
      <p className={styles.intro}>{m.listIntro}</p>
      {COLLECTIONS.map((item) => (
        <Card key={item.key} title={item.category}>
          <FactList
            facts={[
              { label: m.collected, value: item.collected },
              { label: m.purpose, value: item.purpose },
              { label: m.when, value: item.when },
            ]}
          />
          <Link className={styles.cardLink} to={item.mine.to}>
            {item.mine.label}
          </Link>
        </Card>
      ))}
    </Page>
  );
}

export default PersonalInfoListScreen;
