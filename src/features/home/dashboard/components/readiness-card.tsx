import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/load-state';
import { useDriverReadiness } from '@/hooks/use-driver-readiness';
import { homeMessages as t } from '../messages';
import styles from './home.module.css';

/** 接单准备: the three certifications with where to finish each; one line once all are done. */
export function ReadinessCard() {
  const { steps, failed, retry } = useDriverReadiness();
  if (failed) return <LoadFailed title={t.readinessFailed} onRetry={retry} />;
  if (!steps) return null;
  const open = steps.filter((step) => step.state !== 'done');
  if (open.length === 0) return <p className={styles.ready}>{t.readinessReady}</p>;
  return (
    <section className={styles.panel} aria-labelledby="home-readiness">
      <h2 id="home-readiness" className={styles.panelTitle}>
        {t.readinessTitle}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.key}>
            <Link to={step.to} className={styles.step} data-state={step.state}>
              <span>{t.steps[step.key]}</span>
              <span className={styles.stepState}>{t.stepState[step.state]}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
