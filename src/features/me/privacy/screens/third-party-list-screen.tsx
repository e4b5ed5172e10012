/** /third-party-list: the services the app hands data to (§7.5), what each receives and why. */
import { Card, FactList, Page } from '@/components/card';
import styles from '../components/privacy.module.css';
import { THIRD_PARTIES } from '../disclosures';
import { privacyMessages as m } from '../messages';

export function ThirdPartyListScreen() {
  return (
    <Page as="div">
      <p className={styles.intro}>{m.thirdPartyIntro}</p>
      {THIRD_PARTIES.map((party) => (
        <Card key={party.key} title={party.name}>
          <FactList
            facts={[
              { label: m.provider, value: party.provider },
              { label: m.sharedData, value: party.shared },
              { label: m.purpose, value: party.purpose },
              { label: m.method, value: party.method },
            ]}
          />
        </Card>
      ))}
    </Page>
  );
}

export default ThirdPartyListScreen;
