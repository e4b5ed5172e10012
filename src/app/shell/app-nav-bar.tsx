import { LeftOutline } from 'antd-mobile-icons';
import { useLocation } from 'react-router-dom';
import { appMessages } from '../messages';
import { useSafeNavigate } from '../routing/use-safe-navigate';
import styles from './app-nav-bar.module.css';
import { paths } from '@/lib/routing/paths';

/**
 * Top bar with a back arrow. Not antd-mobile's NavBar: its back area is a `role="button"` div whose
 * only text is aria-hidden, so screen readers get a nameless, unfocusable button.
 * The title is not a heading: each screen owns its h1.
 * A deep link opened directly (no history inside the app) goes back to home instead of leaving.
 */
export function AppNavBar({ title }: { title: string }) {
  const navigate = useSafeNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key === 'default') navigate(paths.home.to(), { replace: true });
    else navigate(-1);
  };
  return (
    <header className={styles.bar}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.back}
          aria-label={appMessages.back}
          onClick={goBack}
        >
          <LeftOutline aria-hidden="true" />
        </button>
        <div className={styles.title}>{title}</div>
        <span className={styles.side} aria-hidden="true" />
      </div>
    </header>
  );
}
