import { ButtonLink } from '@/components/form';
import { ResultPage } from '@/components/result-page';
import { paths } from '@/lib/routing/paths';
import { authLabels } from '../messages';

interface NoticePageProps {
  /** Why the screen cannot be used as opened (no session, a broken link …). */
  notice: string;
  /** Where the driver goes to fix it. */
  action: string;
  to: string;
  replace?: boolean;
}

/** A screen opened without what it needs: says so and links to the step that provides it. */
export function NoticePage({ notice, action, to, replace }: NoticePageProps) {
  return (
    <ResultPage
      as="div"
      status="warning"
      title={notice}
      actions={
        <ButtonLink to={to} replace={replace}>
          {action}
        </ButtonLink>
      }
    />
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
