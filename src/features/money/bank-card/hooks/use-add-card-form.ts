/**
 * The first add step: the bank (picked in the BankSearchPopup) and the number, grouped by 4 as it is
 * typed. The phone checks the number (length, the Luhn digit where it applies), the server gives
 * its word (checkCard: 卡号不正确, 暂不支持信用卡 …, the client's alert); then on to the confirmation.
 * Every change goes into the draft, so a reload or a refusal loses nothing.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useFormFields } from '@/components/form';
import type { BankSearchResult } from '@/components/bank-search-popup';
import { cardDigits, groupCardNo } from '@/lib/domain/bank-card';
import { paths } from '@/lib/routing/paths';
import { cardNoRule } from '../../shared/card-no-rule';
import { checkCardNo } from '../api/bank-card';
import { readBankDraft, writeBankDraft } from '../bank-draft';
import { bankMessages as t } from '../messages';
import { backQuery } from './bank-return';

export const validateCardNo = cardNoRule(t);

export function useAddCardForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.get('back');
  const fields = useFormFields(
    (() => {
      const d = readBankDraft();
      return { bankName: d.bankName, employeeNo: d.employeeNo, cardNo: groupCardNo(d.cardNo) };
    })(),
    {
      bankName: (v) => (v === '' ? t.bankRequired : null),
      cardNo: validateCardNo,
    },
  );

  const pickBank = (bank: BankSearchResult) => {
    fields.set('bankName', bank.bankNameShort);
    fields.set('employeeNo', bank.employeeNo);
    fields.touch('bankName');
    writeBankDraft({ bankName: bank.bankNameShort, employeeNo: bank.employeeNo });
  };

  const typeCardNo = (v: string) => {
    fields.set('cardNo', groupCardNo(v));
    writeBankDraft({ cardNo: cardDigits(v), agreed: false });
  };

  const submit = async () => {
    if (!fields.check()) return;
    const cardNo = cardDigits(fields.values.cardNo);
    const checked = await checkCardNo(cardNo);
    // The server knows the issuer: its bank wins over a mistaken pick.
    if (checked.bankName && checked.employeeNo) {
      writeBankDraft({ bankName: checked.bankName, employeeNo: checked.employeeNo, cardNo });
    } else writeBankDraft({ cardNo });
    navigate(paths.bankInfo.to(backQuery(back)));
  };

  return { fields, pickBank, typeCardNo, submit };
}
