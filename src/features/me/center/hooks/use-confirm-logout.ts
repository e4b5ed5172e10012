/** Logging out from Me or settings: a confirm, then the session ends and the login opens (§2.3). */
import { useNavigate } from 'react-router-dom';
import { showConfirm } from '@/components/feedback';
import { useLogout } from '@/hooks/use-logout';
import { paths } from '@/lib/routing/paths';
import { meMessages } from '../messages';

export function useConfirmLogout() {
  const navigate = useNavigate();
  const logout = useLogout();

  const confirmLogout = async () => {
    if (logout.isPending) return;
    const ok = await showConfirm({
      content: meMessages.logoutConfirm,
      confirmText: meMessages.confirm,
      cancelText: meMessages.cancel,
      ...{ 'aria-label': meMessages.logout },
    });
    if (!ok) return;
    await logout.mutateAsync();
    await navigate(paths.loginPwd.to(), { replace: true });
  };

  return { confirmLogout, pending: logout.isPending };
}
