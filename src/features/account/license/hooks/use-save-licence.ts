/**
 * 保存 on a licence form (the certification and the qualification on its own): nothing is sent while
 * a rule fails; a server error is reported by the client and every value stays for the next try;
 * once saved, 保存成功 and back to /i/license.
 */
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/feedback';
import { paths } from '@/lib/routing/paths';
import { useSaveDriverLicense } from '../api/license';
import { payloadOf } from '../licence-form';
import { licenseMessages as m } from '../messages';
import type { LicenceForm } from './use-licence-form';

export function useSaveLicence(form: LicenceForm) {
  const navigate = useNavigate();
  const save = useSaveDriverLicense();
  return async () => {
    if (!form.check()) return;
    await save.mutateAsync(payloadOf(form.values));
    showToast(m.saved, 2000, 'success');
    navigate(paths.license.to(), { replace: true });
  };
}
