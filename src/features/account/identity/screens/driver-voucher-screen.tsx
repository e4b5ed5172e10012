/**
 * /driverVoucher 司机认证 (§2.2, §6): identity → face → the licence step (/driverVoucher2). Public:
 * a guest reads the steps and logs in to submit. What was typed is kept in a draft.
 */
import { useNavigate } from 'react-router-dom';
import { Button, Form, SubmitButton } from '@/components/form';
import { ResultPage } from '@/components/result-page';
import { paths } from '@/lib/routing/paths';
import { FaceStep } from '../components/face-step';
import { IdCardForm } from '../components/id-card-form';
import styles from '../components/identity-form.module.css';
import { StepBar } from '../components/step-bar';
import { useCertificationFlow, useFlowDraft } from '../hooks/use-certification-flow';
import { clearDraft } from '../hooks/use-draft';
import { identityLabels as l } from '../messages';

export const DRIVER_DRAFT_KEY = 'identity.driverVoucher.draft';
const STEPS = [l.stepIdentity, l.stepFace, l.stepLicence] as const;
const FACE_STEP = 1;

export function DriverVoucherScreen() {
  const navigate = useNavigate();
  const flow = useCertificationFlow(DRIVER_DRAFT_KEY, {}, FACE_STEP);
  const { step, setStep, idCard, loggedIn, certified } = flow;
  useFlowDraft(DRIVER_DRAFT_KEY, step, idCard.values, {});

  const toLicence = () => {
    clearDraft(DRIVER_DRAFT_KEY);
    navigate(paths.driverVoucher2.to());
  };
  const licenceButton = <Button onClick={toLicence}>{l.toLicence}</Button>;

  // Back from the face provider with a pass, the driver is certified at once: the face step keeps
  // showing its result (人脸认证成功) with the way on to the licence.
  const faceResultShown = step === FACE_STEP && flow.orderNo !== null;
  let body;
  if (certified && !faceResultShown) {
    // A certified driver has nothing left to prove here: on to the licence.
    body = <ResultPage as="div" status="success" title={l.faceDoneHint} actions={licenceButton} />;
  } else if (step === 0) {
    body = (
      <Form onSubmit={flow.submitIdentity} className={styles.page}>
        <IdCardForm fields={idCard} canUpload={loggedIn} />
        <div className={styles.actions}>
          <SubmitButton>{loggedIn ? l.next : l.loginAndSubmit}</SubmitButton>
        </div>
      </Form>
    );
  } else {
    body = (
      <>
        <FaceStep
          orderNo={flow.orderNo}
          returnPath={paths.driverVoucher.to()}
          doneActions={licenceButton}
        />
        <div className={styles.page}>
          <Button variant="secondary" onClick={() => setStep(0)}>
            {l.prevStep}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div>
      <StepBar steps={STEPS} current={certified && !faceResultShown ? 2 : step} />
      {body}
    </div>
  );
}

export default DriverVoucherScreen;
