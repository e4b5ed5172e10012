/**
 * /driverVoucher2 (司机认证 — 驾驶证), public (§2.2): the licence step of driver certification. What
 * is typed is kept in session storage, so a reload or a trip to the login page loses nothing.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, SubmitButton } from '@/components/form';
import { showConfirm } from '@/components/feedback';
import { paths } from '@/lib/routing/paths';
import { useSession } from '@/stores/session';
import { useSaveDriverLicense } from '../api/license';
import { LicenceFields, QualificationFields } from '../components/licence-fields';
import styles from '../components/licence-form.module.css';
import { VoucherResult } from '../components/voucher-result';
import { VoucherSteps } from '../components/voucher-steps';
import { useLicenceForm } from '../hooks/use-licence-form';
import { payloadOf, VOUCHER_DRAFT_KEY } from '../licence-form';
import { licenseMessages as m } from '../messages';

export function DriverVoucher2Screen() {
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.isLoggedIn());
  const form = useLicenceForm({ mode: 'licence', draftKey: VOUCHER_DRAFT_KEY });
  const save = useSaveDriverLicense();
  const [done, setDone] = useState(false);

  const submit = async () => {
    // Photos are uploaded under the driver's account: a guest logs in first, the draft waits.
    if (!loggedIn) {
      const go = await showConfirm({
        title: m.loginRequiredTitle,
        content: m.loginToSubmit,
        confirmText: m.goLogin,
        cancelText: m.cancel,
      });
      if (go) navigate(paths.login.to({ redirect: paths.driverVoucher2.to() }));
      return;
    }
    if (!form.check()) return;
    await save.mutateAsync(payloadOf(form.values));
    form.clearDraft();
    setDone(true);
  };

  return (
    <div className={styles.page}>
      <VoucherSteps current={1} />
      {done ? (
        <VoucherResult />
      ) : (
        <Form onSubmit={submit} className={styles.page}>
          <p className={styles.notice} role={form.restored ? 'status' : undefined}>
            {form.restored ? m.draftRestored : m.voucherIntro}
          </p>
          <LicenceFields form={form} guest={!loggedIn} />
          <QualificationFields form={form} guest={!loggedIn} />
          <SubmitButton>{m.submit}</SubmitButton>
        </Form>
      )}
    </div>
  );
}

export default DriverVoucher2Screen;
