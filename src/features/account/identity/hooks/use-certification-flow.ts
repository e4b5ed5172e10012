/**
 * A certification flow (司机认证, 车队长认证): the step, the ID-card step's fields and the flow's own
 * fields, all kept in a session-storage draft (across steps, a reload and a trip to the login page).
 * The identity step saves the ID card; a guest is sent to log in and comes back to the same draft.
 */
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useFormFields } from '@/components/form';
import { faceOrderFrom } from '../../shared/use-face-result';
import { isCertified } from '@/lib/domain/certification';
import { paths } from '@/lib/routing/paths';
import { useSession } from '@/stores/session';
import { useSaveIdentity } from '../api/identity';
import { readDraft, useSaveDraft } from './use-draft';
import { EMPTY_ID_CARD, idCardRules, toSaveRequest, type IdCardValues } from './use-id-card-fields';

interface Draft<E> {
  step: number;
  idCard: IdCardValues;
  extra: E;
}

export function useCertificationFlow<E extends object>(
  draftKey: string,
  extraInitial: E,
  /** The step the face provider returns to (it comes back with an order number). */
  faceStep: number | null,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [draft] = useState<Draft<E>>(() => {
    const read = readDraft<Draft<E>>(draftKey, {
      step: 0,
      idCard: EMPTY_ID_CARD,
      extra: extraInitial,
    });
    return { ...read, extra: { ...extraInitial, ...read.extra } };
  });
  const orderNo = faceOrderFrom(params);
  const [step, setStep] = useState(orderNo !== null && faceStep !== null ? faceStep : draft.step);
  const idCard = useFormFields(draft.idCard, idCardRules);
  const loggedIn = useSession((s) => s.isLoggedIn());
  const certified = useSession((s) => isCertified(s.loginInfo?.certificationStatus));
  const save = useSaveIdentity();

  const askLogin = () =>
    navigate(paths.loginPwd.to({ redirect: `${location.pathname}${location.search}` }));

  /** Saves the ID card and moves on; nothing is sent while a rule fails. */
  const submitIdentity = async () => {
    if (!loggedIn) {
      askLogin();
      return;
    }
    if (!idCard.check()) return;
    await save.mutateAsync(toSaveRequest(idCard.values));
    setStep(step + 1);
  };

  return { draft, step, setStep, idCard, loggedIn, certified, orderNo, askLogin, submitIdentity };
}

/** Keeps the whole flow in its draft. */
export function useFlowDraft(key: string, step: number, idCard: IdCardValues, extra: object): void {
  useSaveDraft(key, { step, idCard, extra });
}
