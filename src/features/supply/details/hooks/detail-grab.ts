/**
 * The bottom action: grab (or receive an assigned source) goes to the grab's gates. On a public
 * enterprise page a logged-out visitor is asked to log in first and brought back to this source;
 * the same holds for calling the shipper, whose virtual number is only handed to drivers.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { showConfirm } from '@/components/feedback';
import { paths } from '@/lib/routing/paths';
import { useSession } from '@/stores/session';
import { detailMessages as t } from '../../shared/detail-messages';

/** Runs `action` when logged in; otherwise offers the login screen, which leads back here. */
export function useLoginFirst() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useSession((s) => s.isLoggedIn());

  return async (why: string, action: () => unknown) => {
    if (loggedIn) return void (await action());
    const go = await showConfirm({
      title: t.loginTitle,
      content: why,
      confirmText: t.goLogin,
      cancelText: t.cancel,
      // antd-mobile forwards this to the dialog element without typing it.
      ...{ 'aria-label': t.loginTitle },
    });
    if (go) navigate(paths.login.to({ redirect: `${pathname}${search}` }));
  };
}

export function useGrab(sourceId: string) {
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  return () => loginFirst(t.loginToGrab, () => navigate(paths.orderTaking.to({ id: sourceId })));
}
