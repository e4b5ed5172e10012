/** /i/wallet/customWeb (劳务开票指引): why and how the platform issues labour invoices for the driver. */
import { Link } from 'react-router-dom';
import { cardStyles } from '@/components/card';
import { paths } from '@/lib/routing/paths';
import styles from '../components/wallet.module.css';
import { guideMessages as g, type GuideSection } from '../guide-messages';

function Section({ section, index }: { section: GuideSection; index: number }) {
  const id = `guide-${index}`;
  return (
    <section className={cardStyles.card} aria-labelledby={id}>
      <h2 id={id} className={cardStyles.heading}>
        {section.title}
      </h2>
      {section.paragraphs?.map((p) => (
        <p key={p} className={cardStyles.text}>
          {p}
        </p>
      ))}
      {section.steps ? (
        <ol className={styles.steps}>
          {section.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

export function CustomWebScreen() {
  return (
    <article className={cardStyles.page} aria-label={g.title}>
      <p className={cardStyles.text}>{g.intro}</p>
      {g.sections.map((s, i) => (
        <Section key={s.title} section={s} index={i} />
      ))}
      <section className={cardStyles.card} aria-labelledby="guide-faq">
        <h2 id="guide-faq" className={cardStyles.heading}>
          {g.faqTitle}
        </h2>
        <dl className={styles.faq}>
          {g.faqs.map((f) => (
            <div key={f.q}>
              <dt>{f.q}</dt>
              <dd>{f.a}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Link className={styles.link} to={paths.me.to()}>
        {g.agreementsLink}
      </Link>
    </article>
  );
}

export default CustomWebScreen;
