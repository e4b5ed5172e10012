/** /i/auth/add 实名认证: the ID card (photos and fields), saved for review, then face verification. */
import { useNavigate } from 'react-router-dom';
import { Form, SubmitButton, useFormFields } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { useSaveIdentity } from '../api/identity';
import { IdCardForm } from '../components/id-card-form';
import styles from '../components/identity-form.module.css';
import { clearDraft, readDraft, useSaveDraft } from '../hooks/use-draft';
import { EMPTY_ID_CARD, idCardRules, toSaveRequest } from '../hooks/use-id-card-fields';
import { identityLabels as l, identityMessages as m } from '../messages';
import { toastSuccess } from '../notify';

export const AUTH_ADD_DRAFT_KEY = 'identity.authAdd.draft';

export function AuthAddScreen() {
  const navigate = useNavigate();
  const fields = useFormFields(() => readDraft(AUTH_ADD_DRAFT_KEY, EMPTY_ID_CARD), idCardRules);
  const save = useSaveIdentity();
  useSaveDraft(AUTH_ADD_DRAFT_KEY, fields.values);

  // Nothing is sent while a rule fails; a server error keeps every value (the client reports it).
  const submit = async () => {
    if (!fields.check()) return;
    await save.mutateAsync(toSaveRequest(fields.values));
    clearDraft(AUTH_ADD_DRAFT_KEY);
    toastSuccess(m.saved);
    navigate(paths.authFace.to(), { replace: true });
  };

  return (
    <Form onSubmit={submit} className={styles.page}>
      <p className={styles.hint}>{l.addHint}</p>
      <IdCardForm fields={fields} canUpload />
      <div className={styles.actions}>
        <SubmitButton>{l.submit}</SubmitButton>
      </div>
    </Form>
  );
}

export default AuthAddScreen;
