/** /i/bank/checkReserveNumber?back=: the card's reserved mobile and its SMS code, then binding. */
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/card';
import { ButtonLink, Form, MobileField, SmsCodeField, SubmitButton } from '@/components/form';
import { LoadEmpty } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { draftComplete, readBankDraft } from '../bank-draft';
import styles from '../components/bank.module.css';
import { NoDraft } from '../components/no-draft';
import { backQuery } from '../hooks/bank-return';
import { useReserveForm } from '../hooks/use-reserve-form';
import { bankMessages as t } from '../messages';

function ReserveForm() {
  const { fields, typeMobile, sendCode, submit } = useReserveForm();
  return (
    <Page as="div">
      <Form onSubmit={submit}>
        <p className={styles.note}>{t.reservedNote}</p>
        <MobileField
          label={t.reservedMobileLabel}
          {...fields.bind('reservedMobile')}
          onChange={typeMobile}
        />
        <SmsCodeField {...fields.bind('code')} onSend={sendCode} />
        <SubmitButton>{t.bind}</SubmitButton>
      </Form>
    </Page>
  );
}

export function BankCheckReserveNumberScreen() {
  const [params] = useSearchParams();
  const query = backQuery(params.get('back'));
  const draft = readBankDraft();
  if (!draftComplete(draft)) return <NoDraft query={query} />;
  if (!draft.agreed) {
    return (
      <LoadEmpty title={t.notAgreed}>
        <ButtonLink to={paths.bankContract.to(query)}>{t.readAgreement}</ButtonLink>
      </LoadEmpty>
    );
  }
  return <ReserveForm />;
}

export default BankCheckReserveNumberScreen;
