import { Button } from 'antd-mobile';
import { paths } from '@/lib/routing/paths';
import { useSession } from '@/stores/session';
import { appMessages } from '../messages';
import { useSafeNavigate } from '../routing/use-safe-navigate';
import { StatusPage } from './status-page';

/** /401: the driver is logged in but may not open what they asked for. */
export function UnauthorizedScreen() {
  const navigate = useSafeNavigate();
  const loginAgain = () => {
    useSession.getState().clear();
    navigate(paths.loginPwd.to(), { replace: true });
  };
  return (
    <StatusPage
      status="busy"
      title={appMessages.unauthorizedTitle}
      description={appMessages.unauthorizedDescription}
    >
      <Button color="primary" fill="outline" size="large" block onClick={loginAgain}>
        {appMessages.loginAgain}
      </Button>
    </StatusPage>
  );
}

export default UnauthorizedScreen;
