/** /i/wallet/customWeb (劳务开票指引): why and how the platform issues labour invoices for the driver. */
import { Link } from 'react-router-dom';
import { Card, CardText, Page } from '@/components/card';
import { paths } from '@/lib/routing/paths';
import styles from '../components/wallet.module.css';
import { guideMessages as g, type GuideSection } from '../guide-messages';

function Section({ section }: { section: GuideSection }) {
  return (
    <Card title={section.title}>
      {section.paragraphs?.map((p) => (
        <CardText key={p}>{p}</CardText>
      ))}
      {section.steps ? (
        <ol className={styles.steps}>
          {section.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}

/** The questions drivers ask, each answered under it. */
function Faqs() {
  return (
    <Card title={g.faqTitle}>
      {g.faqs.map((f) => (
        <div key={f.q} className={styles.faq}>
          <h3 className={styles.faqQuestion}>{f.q}</h3>
          <CardText className={styles.faqAnswer}>{f.a}</CardText>
        </div>
      ))}
    </Card>
  );
}

export function CustomWebScreen() {
  return (
    <article aria-label={g.title}>
      <Page as="div">
        <CardText>{g.intro}</CardText>
        {g.sections.map((s) => (
          <Section key={s.title} section={s} />
        ))}
        <Faqs />
        <Link className={styles.link} to={paths.me.to()}>
          {g.agreementsLink}
        </Link>
      </Page>
    </article>
  );
}

export default CustomWebScreen;
