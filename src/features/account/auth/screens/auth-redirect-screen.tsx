import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/form';
import { useTokenHandoff } from '../api/login';
import { ResultPage } from '@/components/result-page';
import { authLabels, authMessages } from '../messages';
import { errorMessage } from '../notify';
import { allowedRedirect } from '../redirect';
import { paths } from '@/lib/routing/paths';
import { useRouteMetaAt } from '@/hooks/use-app-routes';

/**
 * /auth/redirect?target=..[&token=..&rt=..]: the entry other apps link to. It goes only to
 * allow-listed screens of this app; anything else (another site, `javascript:`) is refused.
 */
export function AuthRedirectScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const metaAt = useRouteMetaAt();
  const target = allowedRedirect(
    params.get('target'),
    metaAt,
    typeof window === 'undefined' ? undefined : window.location.origin,
  );
  const token = params.get('token');
  const handoff = useTokenHandoff();
  const started = useRef(false);

  useEffect(() => {
    if (target === null || !token || started.current) return;
    started.current = true;
    handoff.mutate(
      { at: token, rt: params.get('rt') },
      { onSuccess: () => navigate(target, { replace: true }) },
    );
  }, [target, token, params, handoff, navigate]);

  const homeButton = (variant: 'primary' | 'secondary') => (
    <Button variant={variant} onClick={() => navigate(paths.home.to(), { replace: true })}>
      {authLabels.backHome}
    </Button>
  );

  if (target === null) {
    return (
      <ResultPage
        as="div"
        status="error"
        title={authMessages.badRedirect}
        actions={homeButton('primary')}
      />
    );
  }
  if (!token) return <Navigate to={target} replace />;
  if (handoff.isError) {
    return (
      <ResultPage
        as="div"
        status="error"
        title={errorMessage(handoff.error)}
        actions={homeButton('primary')}
      />
    );
  }
  return (
    <ResultPage
      as="div"
      status="waiting"
      title={authLabels.redirecting}
      actions={homeButton('secondary')}
    />
  );
}

export default AuthRedirectScreen;
