/** Scanning: the text the scan returns, a sample image decoded for real, or cancel / failure. */
import type { QrMode, SampleImageName } from '@sim/bridge/api';
import { SAMPLE_IMAGE_NAMES, SAMPLE_IMAGES } from '@sim/bridge/samples';
import { useState } from 'react';
import { native, useSimState } from '../../core/native';
import { Choice, Hint, Row, Section } from '../ui';

const MODES = [
  { value: 'text', label: '返回文本' },
  { value: 'image', label: '识别样图' },
  { value: 'cancel', label: '取消' },
  { value: 'fail', label: '识别失败' },
] as const satisfies readonly { value: QrMode; label: string }[];

export default function QrPanel() {
  const { qr } = useSimState();
  const [text, setText] = useState<string | null>(null);
  const choose = (mode: QrMode) => {
    if (mode === 'text') native.controls.qr.text(text ?? qr.text);
    else if (mode === 'image') native.controls.qr.image(qr.image);
    else if (mode === 'cancel') native.controls.qr.cancel();
    else native.controls.qr.fail();
  };
  return (
    <Section title="扫一扫">
      <Choice label="下一次扫码" value={qr.mode} options={MODES} onChange={choose} />
      <Row>
        <label>
          文本
          <input
            value={text ?? qr.text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => {
              // Editing the text does not change what the next scan does.
              if (text !== null) native.setState({ qr: { text } });
              setText(null);
            }}
            size={28}
          />
        </label>
      </Row>
      <Row>
        <label>
          样图
          <select
            value={qr.image}
            onChange={(event) => native.controls.qr.image(event.target.value as SampleImageName)}
          >
            {SAMPLE_IMAGE_NAMES.map((name) => (
              <option key={name} value={name}>
                {SAMPLE_IMAGES[name].label}
              </option>
            ))}
          </select>
        </label>
      </Row>
      <Hint>「识别样图」对图片做真实的二维码识别：没有二维码的样图会得到「未识别到二维码」。</Hint>
    </Section>
  );
}
