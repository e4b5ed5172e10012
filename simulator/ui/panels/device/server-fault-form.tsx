/**
 * Adds one sandbox fault for a path: an HTTP status, a business state, a time-out, an HTML page, or
 * a lost answer (the write is done but the phone never hears: time-out, or with 连接中断 a dropped connection).
 */
import { useState, type FormEvent } from 'react';
import { sandboxClient, type FaultSpec } from '../../core/sandbox-client';
import { Hint, Row, Section, ui } from '../ui';

interface Draft {
  path: string;
  method: string;
  status: string;
  state: string;
  msg: string;
  delayMs: string;
  times: string;
  timeout: boolean;
  nonJson: boolean;
  lostAnswer: boolean;
  network: boolean;
}

const EMPTY: Draft = {
  path: '/api/mdc/cuc/user/getUserDetail',
  method: '',
  status: '',
  state: '',
  msg: '',
  delayMs: '',
  times: '',
  timeout: false,
  nonJson: false,
  lostAnswer: false,
  network: false,
};

/** Blank fields are left out; a field that is not a number is reported, never guessed. */
function toSpec(draft: Draft): FaultSpec {
  const path = draft.path.trim();
  if (path === '') throw new Error('请填写路径');
  const number = (text: string, label: string): number | undefined => {
    if (text.trim() === '') return undefined;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${label}应为非负整数`);
    return value;
  };
  const status = number(draft.status, 'HTTP 状态');
  const state = number(draft.state, '业务 state');
  const delayMs = number(draft.delayMs, '延迟');
  const times = number(draft.times, '次数');
  return {
    path,
    ...(draft.method ? { method: draft.method } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(state !== undefined ? { state } : {}),
    ...(draft.msg.trim() ? { msg: draft.msg.trim() } : {}),
    ...(delayMs !== undefined ? { delayMs } : {}),
    ...(times !== undefined && times > 0 ? { times } : {}),
    ...(draft.timeout ? { timeout: true } : {}),
    ...(draft.nonJson ? { nonJson: true } : {}),
    ...(draft.lostAnswer ? { lostAnswer: true } : {}),
    ...(draft.network ? { network: true } : {}),
  };
}

export function ServerFaultForm({ onAdded }: { onAdded(): void }) {
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const text = (key: keyof Draft, label: string, size = 8) => (
    <label>
      {label}
      <input
        value={String(draft[key])}
        size={size}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </label>
  );
  const flag = (key: 'timeout' | 'nonJson' | 'lostAnswer' | 'network', label: string) => (
    <label>
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
      />
      {label}
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let spec: FaultSpec;
    try {
      spec = toSpec(draft);
    } catch (reason) {
      setError((reason as Error).message);
      return;
    }
    sandboxClient.fault(spec).then(
      () => {
        setError(null);
        onAdded();
      },
      (reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)),
    );
  };
  return (
    <Section title="添加服务端故障">
      <form onSubmit={submit}>
        <Row>{text('path', '路径', 34)}</Row>
        <Row>
          <label>
            方法
            <select
              value={draft.method}
              onChange={(e) => setDraft({ ...draft, method: e.target.value })}
            >
              <option value="">任意</option>
              <option value="GET">GET</option>
              <option value="POST">POST</option>
            </select>
          </label>
          {text('status', 'HTTP', 4)}
          {text('state', 'state', 11)}
        </Row>
        <Row>
          {text('msg', '消息', 16)}
          {text('delayMs', '延迟 ms', 6)}
          {text('times', '次数', 3)}
        </Row>
        <Row>
          {flag('timeout', '超时（504）')}
          {flag('nonJson', '非 JSON 页面')}
        </Row>
        <Row>
          {flag('lostAnswer', '已执行但答复丢失')}
          {flag('network', '连接中断')}
          <button type="submit" className={ui.primary}>
            添加
          </button>
        </Row>
        <Hint>
          路径：完整路径、前缀 /api/mdc/pbc/*、* 表示全部，或路径结尾如 cuc/user/getUserDetail。
          “已执行但答复丢失”：服务端照常办理（如提现已受理），手机收到超时，勾选“连接中断”则连接断开。
        </Hint>
        {error ? <p className={ui.error}>{error}</p> : null}
      </form>
    </Section>
  );
}
