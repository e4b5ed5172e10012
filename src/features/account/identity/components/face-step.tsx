/**
 * §4 face verification: without an order it explains the check and starts one; with the order the
 * provider returned it shows the result (a failure toasts 人脸认证失败 and offers a new attempt, a
 * pass is recorded and the driver certified).
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/form';
import { useFaceResult, useStartFace } from '../../shared/use-face-result';
import { identityLabels as l, identityMessages as m } from '../messages';
import { errorText, toastFaceFailed } from '../notify';
import { Outcome } from './outcome';

interface FaceStepProps {
  orderNo: string | null;
  /** Where the provider returns (an app path); the order number is appended. */
  returnPath: string;
  /** What follows a recorded pass. */
  doneActions: ReactNode;
}

export function FaceStep({ orderNo, returnPath, doneActions }: FaceStepProps) {
  const start = useStartFace();
  const { result, passed, record, recorded, retryRecord } = useFaceResult(orderNo, toastFaceFailed);
  const startButton = (
    <Button onClick={() => start.run(returnPath)}>
      {orderNo === null ? l.startFace : l.faceRetry}
    </Button>
  );

  if (orderNo === null) {
    return (
      <Outcome status="info" title={l.faceTitle} description={l.faceHint} actions={startButton} />
    );
  }
  if (result.isError) {
    const retry = <Button onClick={() => void result.refetch()}>{l.retry}</Button>;
    return (
      <Outcome
        status="warning"
        title={m.loadFailed}
        description={errorText(result.error)}
        actions={retry}
      />
    );
  }
  if (passed === false) {
    return (
      <Outcome status="error" title={m.faceFailed} description={l.faceHint} actions={startButton} />
    );
  }
  if (passed && record.isError) {
    const retry = <Button onClick={retryRecord}>{l.retry}</Button>;
    return (
      <Outcome
        status="warning"
        title={m.faceSucceeded}
        description={errorText(record.error)}
        actions={retry}
      />
    );
  }
  if (passed && recorded) {
    return (
      <Outcome
        status="success"
        title={m.faceSucceeded}
        description={l.faceDoneHint}
        actions={doneActions}
      />
    );
  }
  return <Outcome status="waiting" title={passed ? l.faceRecording : l.faceChecking} />;
}
