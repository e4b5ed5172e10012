/**
 * /controllerVoucher 车队长认证 (§2.2, §6): identity → fleet information → submitted for review (the
 * session remembers isCaptain). Public: a guest reads the steps and logs in to submit.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Form,
  MobileField,
  SubmitButton,
  TextField,
  useFormFields,
} from '@/components/form';
import { ResultPage } from '@/components/result-page';
import { SelectField } from '@/components/select-field';
import { paths } from '@/lib/routing/paths';
import { useApplyCaptain } from '../api/identity';
import { IdCardForm } from '../components/id-card-form';
import styles from '../components/identity-form.module.css';
import { StepBar } from '../components/step-bar';
import { useCertificationFlow, useFlowDraft } from '../hooks/use-certification-flow';
import { clearDraft } from '../hooks/use-draft';
import { EMPTY_FLEET, fleetRules, toApplication } from '../hooks/use-fleet-fields';
import { identityLabels as l, identityMessages as m } from '../messages';
import { toastSuccess } from '../notify';

export const CAPTAIN_DRAFT_KEY = 'identity.controllerVoucher.draft';
const STEPS = [l.stepIdentity, l.stepFleet] as const;

export function ControllerVoucherScreen() {
  const navigate = useNavigate();
  const flow = useCertificationFlow(CAPTAIN_DRAFT_KEY, EMPTY_FLEET, null);
  const { idCard, loggedIn, certified } = flow;
  // A certified driver's identity is on record already: the flow starts at the fleet.
  const step = certified ? 1 : flow.step;
  const fleet = useFormFields(flow.draft.extra, fleetRules);
  const apply = useApplyCaptain();
  const [submitted, setSubmitted] = useState(false);
  useFlowDraft(CAPTAIN_DRAFT_KEY, step, idCard.values, fleet.values);

  const submitFleet = async () => {
    if (!loggedIn) {
      flow.askLogin();
      return;
    }
    if (!fleet.check()) return;
    await apply.mutateAsync(toApplication(fleet.values));
    clearDraft(CAPTAIN_DRAFT_KEY);
    toastSuccess(m.captainSubmitted);
    setSubmitted(true);
  };

  if (submitted) {
    const home = (
      <Button onClick={() => navigate(paths.home.to(), { replace: true })}>{l.backHome}</Button>
    );
    return <ResultPage as="div" status="waiting" title={l.captainDone} actions={home} />;
  }

  return (
    <div>
      <StepBar steps={STEPS} current={step} />
      {step === 0 ? (
        <Form onSubmit={flow.submitIdentity} className={styles.page}>
          <IdCardForm fields={idCard} canUpload={loggedIn} />
          <div className={styles.actions}>
            <SubmitButton>{loggedIn ? l.next : l.loginAndSubmit}</SubmitButton>
          </div>
        </Form>
      ) : (
        <Form onSubmit={submitFleet} className={styles.page}>
          <TextField label={l.fleetName} maxLength={30} {...fleet.bind('fleetName')} />
          <TextField label={l.contactName} maxLength={20} {...fleet.bind('contactName')} />
          <MobileField label={l.contactMobile} {...fleet.bind('contactMobile')} />
          <SelectField kind="region" label={l.region} {...fleet.bind('region')} />
          <TextField
            label={l.vehicleCount}
            inputMode="numeric"
            maxLength={4}
            {...fleet.bind('vehicleCount')}
          />
          <div className={styles.actions}>
            <SubmitButton>{loggedIn ? l.captainSubmit : l.loginAndSubmit}</SubmitButton>
            {certified ? null : (
              <Button variant="secondary" onClick={() => flow.setStep(0)}>
                {l.prevStep}
              </Button>
            )}
          </div>
        </Form>
      )}
    </div>
  );
}

export default ControllerVoucherScreen;
