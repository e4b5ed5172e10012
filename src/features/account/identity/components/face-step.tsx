/**
 * §4 face verification: without an order it explains the check and starts one; with the order the
 * provider returned it shows the result (a failure toasts 人脸认证失败 and offers a new attempt, a
 * pass is recorded and the driver certified).
 */
import type { ReactNode } from 'react';
import { Card, CardText, Page } from '@/components/card';
import { Button } from '@/components/form';
import { ResultPage } from '@/components/result-page';
import { useFaceResult, useStartFace } from '../../shared/use-face-result';
import { identityLabels as l, identityMessages as m } from '../messages';
import { errorText, toastFaceFailed } from '../notify';

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
      <Page as="div">
        <Card title={l.faceTitle} actions={startButton}>
          <CardText>{l.faceHint}</CardText>
        </Card>
      </Page>
    );
  }
  if (result.isError) {
    const retry = <Button onClick={() => void result.refetch()}>{l.retry}</Button>;
    return (
      <ResultPage
        as="div"
        status="warning"
        title={m.loadFailed}
        description={errorText(result.error)}
        actions={retry}
      />
    );
  }
  if (passed === false) {
    return (
      <ResultPage
        as="div"
        status="error"
        title={m.faceFailed}
        description={l.faceHint}
        actions={startButton}
      />
    );
  }
  if (passed && record.isError) {
    const retry = <Button onClick={retryRecord}>{l.retry}</Button>;
    return (
      <ResultPage
        as="div"
        status="warning"
        title={m.faceSucceeded}
        description={errorText(record.error)}
        actions={retry}
      />
    );
  }
  if (passed && recorded) {
    return (
      <ResultPage
        as="div"
        status="success"
        title={m.faceSucceeded}
        description={l.faceDoneHint}
        actions={doneActions}
      />
    );
  }
  // Still on its way: nothing to do but wait (the page follows by itself).
  return (
    <ResultPage
      as="div"
      status="waiting"
      title={passed ? l.faceRecording : l.faceChecking}
      actions={null}
    />
  );
}
