/** /personal-info-list: what the app collects, why and when, each linking to the driver's own copy. */
import { Link } from 'react-router-dom';
import styles from '../components/privacy.module.css';
import { COLLECTIONS } from '../disclosures';
import { privacyMessages as m } from '../messages';

export function PersonalInfoListScreen() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{m.listIntro}</p>
      {COLLECTIONS.map((item) => (
        <section key={item.key} className={styles.card} aria-labelledby={`collection-${item.key}`}>
          <h2 id={`collection-${item.key}`} className={styles.cardTitle}>
            {item.category}
          </h2>
          <dl className={styles.facts}>
            <dt>{m.collected}</dt>
            <dd>{item.collected}</dd>
            <dt>{m.purpose}</dt>
            <dd>{item.purpose}</dd>
            <dt>{m.when}</dt>
            <dd>{item.when}</dd>
          </dl>
          <Link className={styles.cardLink} to={item.mine.to}>
            {item.mine.label}
          </Link>
        </section>
      ))}
    </div>
  );
}

export default PersonalInfoListScreen;
