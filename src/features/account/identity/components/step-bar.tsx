/** The step indicator of a certification flow; the current step is announced. */
import { Steps } from 'antd-mobile';
import { identityLabels } from '../messages';

export function StepBar({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label={identityLabels.steps}>
      <Steps current={current}>
        {steps.map((title, i) => (
          <Steps.Step
            key={title}
            title={<span aria-current={i === current ? 'step' : undefined}>{title}</span>}
          />
        ))}
      </Steps>
    </nav>
  );
}
