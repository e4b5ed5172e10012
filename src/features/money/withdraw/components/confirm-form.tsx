import { Card, Page } from '@/components/card';
import { Form, SmsCodeField, SubmitButton } from '@/components/form';
import { MoneyText } from '@/components/money-text';
import { maskMobile } from '@/lib/domain/mobile';
import type { WithdrawDraft } from '../draft';
import { useWithdrawConfirm } from '../hooks/use-withdraw-confirm';
import { withdrawMessages as t } from '../messages';
import styles from './withdraw.module.css';

/** The amount, where the code goes, the code with its 发送验证码 button, and 确认提现. */
export function ConfirmForm({ draft, mobile }: { draft: WithdrawDraft; mobile: string }) {
  const confirm = useWithdrawConfirm(draft, mobile);
  return (
    <Page as="div">
      <Form onSubmit={confirm.submit}>
        <Card aria-label={t.codeTitle}>
          <span className={styles.hint}>{t.amount}</span>
          <p className={styles.balance}>
            <MoneyText value={draft.amount} currency size="xlarge" />
          </p>
          <p className={styles.hint}>{`${t.codeSentTo} ${maskMobile(mobile)}`}</p>
          <SmsCodeField {...confirm.fields.bind('code')} onSend={confirm.sendCode} />
        </Card>
        <SubmitButton>{t.confirm}</SubmitButton>
      </Form>
    </Page>
  );
}
