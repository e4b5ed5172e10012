/** The app and phone the H5 runs in: platform, brand, model, app version, device id, methods. */
import {
  BRIDGE_METHODS,
  PHOTO_PICK_NAME_THRESHOLD,
  type BridgeMethod,
} from '@/lib/bridge/protocol';
import { native, useSimState } from '../../core/native';
import { Choice, Hint, Row, Section, ui } from '../ui';
import { TextSetting } from '../text-setting';

const PLATFORMS = [
  { value: 'ios', label: 'iOS' },
  { value: 'android', label: 'Android' },
] as const;

export default function DevicePanel() {
  const { device } = useSimState();
  const set = (patch: Parameters<typeof native.controls.device.set>[0]) =>
    native.controls.device.set(patch);
  const supported = new Set(device.supportedMethods);
  const toggle = (method: BridgeMethod, on: boolean) =>
    set({
      supportedMethods: BRIDGE_METHODS.filter((m) => (m === method ? on : supported.has(m))),
    });
  return (
    <>
      <Section title="设备">
        <Choice
          label="平台"
          value={device.platform}
          options={PLATFORMS}
          onChange={(platform) => set({ platform })}
        />
        <Row>
          <TextSetting
            label="品牌"
            value={device.brand}
            onCommit={(brand) => set({ brand })}
            size={10}
          />
          <TextSetting
            label="型号"
            value={device.model}
            onCommit={(model) => set({ model })}
            size={12}
          />
        </Row>
        <Row>
          <TextSetting
            label="App 版本"
            value={device.appVersion}
            onCommit={(appVersion) => set({ appVersion })}
            size={8}
          />
          <TextSetting
            label="系统版本"
            value={device.osVersion}
            onCommit={(osVersion) => set({ osVersion })}
            size={6}
          />
        </Row>
        <Row>
          <TextSetting
            label="设备 ID"
            value={device.deviceId}
            onCommit={(deviceId) => set({ deviceId })}
            size={24}
          />
        </Row>
        <Hint>
          Android App 低于 {PHOTO_PICK_NAME_THRESHOLD} 时选图方法名为
          photoPick。切换平台会同时切换机框。
        </Hint>
      </Section>
      <Section title={`支持的方法（${supported.size}/${BRIDGE_METHODS.length}）`}>
        <Row>
          <button type="button" onClick={() => set({ supportedMethods: [...BRIDGE_METHODS] })}>
            全部
          </button>
        </Row>
        <div className={ui.methodGrid}>
          {BRIDGE_METHODS.map((method) => (
            <label key={method}>
              <input
                type="checkbox"
                checked={supported.has(method)}
                onChange={(event) => toggle(method, event.target.checked)}
              />
              {method}
            </label>
          ))}
        </div>
      </Section>
    </>
  );
}
