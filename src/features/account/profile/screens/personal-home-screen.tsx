/** /i/main: the personal homepage (§2.3), for the partner and promoter roles only (§6). */
import { Skeleton } from 'antd-mobile';
import { Card, Page } from '@/components/card';
import { LoadFailed, ReadProblem } from '@/components/load-state';
import { PERSONAL_HOME_ROLES } from '@/lib/domain/roles';
import { paths } from '@/lib/routing/paths';
import { Authorized } from '@/stores/authorized';
import { HomepageView } from '../components/homepage-view';
import { useHomepage } from '../hooks/use-homepage';
import { profileMessages as m } from '../messages';

/** Opened by a driver without the roles (a link, the address bar): why, and the way back to Me. */
function NotForThisRole() {
  return (
    <ReadProblem
      error={null}
      kind="forbidden"
      subject={m.homepage}
      words={{ forbidden: { title: m.rolesOnly, description: m.rolesOnlyHint } }}
      back={{ label: m.backToMe, to: paths.me.to() }}
    />
  );
}

export function PersonalHomeScreen() {
  return (
    <Authorized roles={PERSONAL_HOME_ROLES} mode="any" fallback={<NotForThisRole />}>
      <Homepage />
    </Authorized>
  );
}

function Homepage() {
  const page = useHomepage();

  if (page.status === 'pending') {
    return (
      <div role="status" aria-label={m.loading}>
        <Page as="div">
          <Card>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={4} animated />
          </Card>
          <Card>
            <Skeleton.Paragraph lineCount={4} animated />
          </Card>
        </Page>
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
