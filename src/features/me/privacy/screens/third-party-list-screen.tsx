/** /third-party-list: the services the app hands data to (§7.5), what each receives and why. */
import styles from '../components/privacy.module.css';
import { THIRD_PARTIES } from '../disclosures';
import { privacyMessages as m } from '../messages';

export function ThirdPartyListScreen() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{m.thirdPartyIntro}</p>
      {THIRD_PARTIES.map((party) => (
        <section key={party.key} className={styles.card} aria-labelledby={`party-${party.key}`}>
          <h2 id={`party-${party.key}`} className={styles.cardTitle}>
            {party.name}
          </h2>
          <dl className={styles.facts}>
            <dt>{m.provider}</dt>
            <dd>{party.provider}</dd>
            <dt>{m.sharedData}</dt>
            <dd>{party.shared}</dd>
            <dt>{m.purpose}</dt>
            <dd>{party.purpose}</dd>
            <dt>{m.method}</dt>
            <dd>{party.method}</dd>
          </dl>
        </section>
      ))}
    </div>
  );
}

export default ThirdPartyListScreen;
