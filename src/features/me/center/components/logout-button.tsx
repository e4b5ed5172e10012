import { Button } from 'antd-mobile';
import { useConfirmLogout } from '../hooks/use-confirm-logout';
import { meMessages } from '../messages';

/** 退出登录 on Me and on the settings screen: a confirm first, busy while the session ends. */
export function LogoutButton() {
  const logout = useConfirmLogout();
  return (
    <Button
      block
      size="large"
      fill="outline"
      color="danger"
      loading={logout.pending}
      onClick={() => void logout.confirmLogout()}
    >
      {meMessages.logout}
    </Button>
  );
}
