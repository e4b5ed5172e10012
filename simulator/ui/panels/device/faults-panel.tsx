/**
 * Faults of the native side: when the bridge appears, and per method a lost callback, a call that
 * never answers, an oversize answer, an error code, or extra delay.
 */
import type { FaultState, ReadyFault } from '@sim/bridge/api';
import {
  BRIDGE_ERROR_CODES,
  BRIDGE_METHODS,
  type BridgeErrorCode,
  type BridgeMethod,
} from '@/lib/bridge/protocol';
import { native, useSimState } from '../../core/native';
import { Choice, DelayField, Hint, Row, Section, toNumber, ui } from '../ui';

const READY = [
  { value: 'now', label: '立即' },
  { value: 'late', label: '延迟注入' },
  { value: 'never', label: '从不注入' },
] as const satisfies readonly { value: ReadyFault; label: string }[];

const ERROR_CODES: readonly BridgeErrorCode[] = BRIDGE_ERROR_CODES;

type ListFault = 'loseCallback' | 'timeout' | 'oversize';

function toggled(list: BridgeMethod[], method: BridgeMethod, on: boolean): BridgeMethod[] {
  return on ? [...new Set([...list, method])] : list.filter((m) => m !== method);
}

function MethodRow({ method, faults }: { method: BridgeMethod; faults: FaultState }) {
  const set = (patch: Partial<FaultState>) => native.controls.faults.set(patch);
  const flag = (key: ListFault, label: string) => (
    <td>
      <input
        type="checkbox"
        aria-label={`${method} ${label}`}
        checked={faults[key].includes(method)}
        onChange={(event) => set({ [key]: toggled(faults[key], method, event.target.checked) })}
      />
    </td>
  );
  const error = faults.error.find((e) => e.method === method);
  const slow = faults.slow.find((s) => s.method === method);
  return (
    <tr>
      <th scope="row">{method}</th>
      {flag('loseCallback', '丢失回调')}
      {flag('timeout', '不应答')}
      {flag('oversize', '超大结果')}
      <td>
        <select
          aria-label={`${method} 错误码`}
          value={error?.code ?? ''}
          onChange={(event) => {
            const rest = faults.error.filter((e) => e.method !== method);
            const code = event.target.value as BridgeErrorCode | '';
            set({ error: code ? [...rest, { method, code }] : rest });
          }}
        >
          <option value="">—</option>
          {ERROR_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          type="number"
          min={0}
          step={500}
          aria-label={`${method} 额外延迟 ms`}
          value={slow?.delayMs ?? ''}
          placeholder="0"
          onChange={(event) => {
            const rest = faults.slow.filter((s) => s.method !== method);
            const delayMs = Math.max(0, toNumber(event.target.value, 0));
            set({ slow: delayMs > 0 ? [...rest, { method, delayMs }] : rest });
          }}
        />
      </td>
    </tr>
  );
}

export default function FaultsPanel() {
  const { faults } = useSimState();
  return (
    <>
      <Section title="桥接对象注入">
        <Choice
          label="WebViewJavascriptBridge"
          value={faults.ready}
          options={READY}
          onChange={(ready) => native.controls.faults.set({ ready })}
        />
        <Row>
          <DelayField
            value={faults.readyDelayMs}
            onChange={(readyDelayMs) => native.controls.faults.set({ readyDelayMs })}
          />
        </Row>
        <Hint>注入时机在 H5 下次加载时生效（重新加载 H5）。</Hint>
      </Section>
      <Section title="按方法注入故障">
        <Row>
          <button type="button" onClick={() => native.controls.faults.clear()}>
            清除全部桥故障
          </button>
        </Row>
        <table className={ui.table}>
          <thead>
            <tr>
              <th>方法</th>
              <th title="回调从不调用（原生丢了回调）">丢回调</th>
              <th title="不应答，H5 自己的超时触发">超时</th>
              <th title="结果超过 256K 字符">超大</th>
              <th>错误码</th>
              <th>延迟 ms</th>
            </tr>
          </thead>
          <tbody>
            {BRIDGE_METHODS.map((method) => (
              <MethodRow key={method} method={method} faults={faults} />
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}
