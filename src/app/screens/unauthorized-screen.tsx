import { Button } from 'antd-mobile';
import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { useSession } from '@/stores/session';
import { appMessages } from '../messages';
import { useSafeNavigate } from '../routing/use-safe-navigate';
import { StatusPage } from './status-page';

/**
 * /401: the driver is logged in but this account may not open what they asked for (the page needs
 * a role or a permission it does not have). It says so in plain words with the ways on: 返回首页,
 * 联系客服 to have it opened, or 换个账号登录 (which ends this session). A real HTTP 401 from the
 * server still logs out (§8) and never lands here: a logged-out visitor is sent to the login.
 */
export function UnauthorizedScreen() {
  const navigate = useSafeNavigate();
  const switchAccount = () => {
    useSession.getState().clear();
    navigate(paths.loginPwd.to(), { replace: true });
  };
  return (
    <StatusPage
      status="default"
      title={appMessages.unauthorizedTitle}
      description={appMessages.unauthorizedDescription}
    >
      <ButtonLink variant="secondary" to={paths.customerService.to()}>
        {appMessages.contactService}
      </ButtonLink>
      <Button color="primary" fill="none" size="large" block onClick={switchAccount}>
        {appMessages.switchAccount}
      </Button>
    </StatusPage>
  );
}

export default UnauthorizedScreen;
