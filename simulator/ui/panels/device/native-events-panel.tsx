/** Native → H5 events: Android back, app to background and back. */
import { native, useSimState } from '../../core/native';
import { Hint, Row, Section } from '../ui';

const LIFECYCLE = { foreground: '前台', background: '后台', closed: '已关闭' } as const;

export default function NativeEventsPanel() {
  const { app, device } = useSimState();
  return (
    <Section title="原生事件">
      <Row>
        <button type="button" onClick={() => native.controls.native.back()}>
          返回键 back
        </button>
        <button type="button" onClick={() => native.controls.native.pause()}>
          进入后台 pause
        </button>
        <button type="button" onClick={() => native.controls.native.resume()}>
          回到前台 resume
        </button>
      </Row>
      <Hint>
        应用状态：{LIFECYCLE[app.lifecycle]}。
        {device.platform === 'ios'
          ? 'iOS 没有返回键：这里发送 back 事件仅供测试。'
          : 'Android 导航栏的 ◁ 同样发送 back 事件。'}
      </Hint>
    </Section>
  );
}
