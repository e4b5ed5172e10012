/** /i/bank/checkPassword?id=&action=unbind|refund: the login password, then the action. */
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/card';
import { Form, PasswordField, SubmitButton } from '@/components/form';
import styles from '../components/bank.module.css';
import { usePasswordForm, type PasswordAction } from '../hooks/use-password-form';
import { bankMessages as t } from '../messages';

export function BankCheckPasswordScreen() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const action: PasswordAction = params.get('action') === 'refund' ? 'refund' : 'unbind';
  const { fields, submit } = usePasswordForm(id, action);
  return (
    <Page as="div">
      <Form onSubmit={submit}>
        <p className={styles.note}>
          {action === 'refund' ? t.passwordIntroRefund : t.passwordIntroUnbind}
        </p>
        <PasswordField
          label={t.passwordLabel}
          placeholder={t.passwordPlaceholder}
          autoComplete="current-password"
          {...fields.bind('password')}
        />
        <SubmitButton>{action === 'refund' ? t.setRefund : t.unbind}</SubmitButton>
      </Form>
    </Page>
  );
}

export default BankCheckPasswordScreen;
