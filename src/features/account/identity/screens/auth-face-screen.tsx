/** /i/auth/face 人脸认证: starts the face check and shows what came of it (§4). */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/form';
import { faceOrderFrom } from '../../shared/use-face-result';
import { paths } from '@/lib/routing/paths';
import { FaceStep } from '../components/face-step';
import { identityLabels as l } from '../messages';

export function AuthFaceScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = (
    <>
      <Button onClick={() => navigate(paths.authDetail.to(), { replace: true })}>
        {l.viewDetail}
      </Button>
      <Button variant="secondary" onClick={() => navigate(paths.me.to(), { replace: true })}>
        {l.backMe}
      </Button>
    </>
  );
  return (
    <FaceStep orderNo={faceOrderFrom(params)} returnPath={paths.authFace.to()} doneActions={done} />
  );
}

export default AuthFaceScreen;
