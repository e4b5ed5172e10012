/** /i/main: the personal homepage (§2.3), for the partner and promoter roles only (§6). */
import { Skeleton } from 'antd-mobile';
import { Navigate } from 'react-router-dom';
import { LoadFailed } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { usePermissions } from '@/stores/permissions';
import { HomepageView } from '../components/homepage-view';
import styles from '../components/homepage-view.module.css';
import { useHomepage } from '../hooks/use-homepage';
import { profileMessages as m } from '../messages';
import { HOMEPAGE_ROLES } from '../roles';

export function PersonalHomeScreen() {
  const allowed = usePermissions((s) => s.hasAnyRole(HOMEPAGE_ROLES));
  if (!allowed) return <Navigate to={paths.unauthorized.to()} replace />;
  return <Homepage />;
}

function Homepage() {
  const page = useHomepage();

  if (page.status === 'pending') {
    return (
      <div className={styles.page} role="status" aria-label={m.loading}>
        <div className={styles.card}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
        <div className={styles.card}>
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </div>
    );
  }

  if (page.status === 'error') {
    return (
      <LoadFailed
        title={m.loadFailed}
        description={page.message}
        retrying={page.retrying}
        onRetry={page.retry}
      />
    );
  }

  return (
    <HomepageView
      user={page.user}
      identity={page.identity}
      figures={page.figures}
      now={new Date()}
    />
  );
}

export default PersonalHomeScreen;
