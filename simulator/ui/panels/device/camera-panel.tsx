/** Camera and gallery: what the driver "takes" or picks next (a sample photo, cancel, or a failure). */
import type { ImageOutcome, ImageSourceState } from '@sim/bridge/api';
import { SAMPLE_IMAGE_NAMES, SAMPLE_IMAGES, sampleImageUrl } from '@sim/bridge/samples';
import { native, useSimState } from '../../core/native';
import { Hint, Row, Section, toNumber, ui } from '../ui';

const OUTCOME_LABEL: Record<'cancel' | 'fail', string> = { cancel: '取消', fail: '打开失败' };

function outcomeLabel(outcome: ImageOutcome): string {
  return outcome === 'cancel' || outcome === 'fail'
    ? OUTCOME_LABEL[outcome]
    : SAMPLE_IMAGES[outcome].label;
}

function SourceControls({
  title,
  source,
  state,
}: {
  title: string;
  source: 'camera' | 'gallery';
  state: ImageSourceState;
}) {
  const controls = native.controls[source];
  return (
    <Section title={title}>
      <Hint>点选样图 = 下一次返回它（一次性，按顺序排队）；「默认结果」= 队列为空时的结果。</Hint>
      <div className={ui.thumbs}>
        {SAMPLE_IMAGE_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            data-default={state.default === name || undefined}
            onClick={() => controls.next(name)}
            title={`下一次返回：${SAMPLE_IMAGES[name].label}`}
          >
            <img src={sampleImageUrl(name)} alt="" loading="lazy" />
            {SAMPLE_IMAGES[name].label}
          </button>
        ))}
      </div>
      <Row>
        <button type="button" onClick={() => controls.next('cancel')}>
          下一次：取消
        </button>
        <button type="button" onClick={() => controls.next('fail')}>
          下一次：失败
        </button>
      </Row>
      <Row>
        <label>
          默认结果
          <select
            value={state.default}
            onChange={(event) => controls.setDefault(event.target.value as ImageOutcome)}
          >
            {[...SAMPLE_IMAGE_NAMES, 'cancel' as const, 'fail' as const].map((o) => (
              <option key={o} value={o}>
                {outcomeLabel(o)}
              </option>
            ))}
          </select>
        </label>
        {source === 'gallery' ? (
          <label>
            多选张数
            <input
              type="number"
              min={1}
              max={9}
              value={state.pickCount}
              onChange={(event) =>
                native.controls.gallery.setPickCount(
                  Math.min(9, Math.max(1, toNumber(event.target.value, state.pickCount))),
                )
              }
            />
          </label>
        ) : null}
      </Row>
      <Row>
        <span>
          待用队列：{state.queue.length === 0 ? '空' : state.queue.map(outcomeLabel).join(' → ')}
        </span>
        {state.queue.length > 0 ? (
          <button type="button" onClick={() => native.setState({ [source]: { queue: [] } })}>
            清空队列
          </button>
        ) : null}
      </Row>
    </Section>
  );
}

export default function CameraPanel() {
  const state = useSimState();
  return (
    <>
      <SourceControls title="相机（拍照）" source="camera" state={state.camera} />
      <SourceControls title="相册（选图）" source="gallery" state={state.gallery} />
    </>
  );
}
