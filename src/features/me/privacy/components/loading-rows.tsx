import { Page } from '@/components/card';
import { privacyMessages as m } from '../messages';
import styles from './privacy.module.css';

/** The look of a page whose data is on its way. */
export function LoadingRows({ lines = 6 }: { lines?: number }) {
  return (
    <div role="status" aria-label={m.loading}>
      <Page as="div">
        <div className={styles.skeleton} aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => (
            <span key={i} className={styles.skeletonRow} />
          ))}
        </div>
      </Page>
    </div>
  );
}
