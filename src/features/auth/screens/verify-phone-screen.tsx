import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { validateMobile } from '@/lib/domain/mobile';
import { useSession } from '@/stores/session';
import { AuthPage } from '../components/auth-page';
import form from '../components/form.module.css';
import { MobileField } from '../components/mobile-field';
import { useFieldErrors } from '../hooks/use-field-errors';
import { authLabels } from '../messages';
import { nextOf } from '../verify-flow';
import { paths } from '@/lib/routing/paths';

/** Step 1 of the phone check: which phone (the logged-in driver's, unless the query names one). */
export function VerifyPhoneScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionPhone = useSession((s) => s.loginInfo?.phone ?? '');
  const [mobile, setMobile] = useState(() => params.get('mobile') || sessionPhone);
  const { errors, touch, check } = useFieldErrors({ mobile }, { mobile: validateMobile });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    navigate(paths.verifyGraph.to({ mobile, next: nextOf(params) }));
  };

  return (
    <AuthPage title={authLabels.verifyPhoneTitle} subtitle={authLabels.verifyPhoneHint}>
      <form className={form.form} onSubmit={submit} noValidate>
        <MobileField
          value={mobile}
          onChange={setMobile}
          onBlur={() => touch('mobile')}
          error={errors.mobile}
        />
        <button type="submit" className={form.primary}>
          {authLabels.next}
        </button>
      </form>
    </AuthPage>
  );
}

export default VerifyPhoneScreen;
