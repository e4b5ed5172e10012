import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { authLabels } from '../messages';
import { AuthPage } from './auth-page';
import { ResultPanel } from './result-panel';

interface NoticePageProps {
  title: string;
  /** Why the screen cannot be used as opened (no session, a broken link …). */
  notice: string;
  /** Where the driver goes to fix it. */
  action: string;
  to: string;
  replace?: boolean;
}

/** A screen opened without what it needs: says so and links to the step that provides it. */
export function NoticePage({ title, notice, action, to, replace }: NoticePageProps) {
  return (
    <AuthPage title={title}>
      <ResultPanel
        tone="info"
        title={notice}
        actions={
          <ButtonLink to={to} replace={replace}>
            {action}
          </ButtonLink>
        }
      />
    </AuthPage>
  );
}

/** The notice of a phone-check step opened without a phone: start the check again. */
export function verifyPhoneFirst(next: string | null) {
  return {
    notice: authLabels.verifyPhoneHint,
    action: authLabels.verifyPhoneTitle,
    to: paths.verifyPhone.to({ next }),
    replace: true,
  };
}
