/**
 * The fault panel's effect on one call: no answer at all (the H5's time-out must fire), an injected
 * error code, a delay before the handler runs, and — read again once it ran, since the panel may
 * change while an interactive call waits — a lost callback or an answer past the bridge's limit.
 */
import {
  BRIDGE_MAX_PAYLOAD_CHARS,
  type BridgeMethod,
  type BridgeResponse,
} from '@/lib/bridge/protocol';
import type { FaultState } from './api';
import { failure } from './bridge-request';
import type { CallLog, NoteFault } from './call-log';
import { codeMessages, nativeMessages } from './messages';

export interface FaultGateHost {
  /** The panel's faults now. */
  faults(): FaultState;
  noteFault: NoteFault;
  sleep(ms: number): Promise<void>;
}

export interface GatedCall {
  method: BridgeMethod;
  /** The handler name the page used (timeline notes name it). */
  name: string;
  id: string;
  log: CallLog;
  /** Runs the method's handler. */
  run(): Promise<BridgeResponse>;
}

/** Runs the call through the injected faults; null when its answer is lost. */
export async function throughFaultGate(
  host: FaultGateHost,
  call: GatedCall,
): Promise<BridgeResponse | null> {
  const { method, name, log } = call;
  const faults = host.faults();
  if (faults.timeout.includes(method)) return log.lost('timeout', '不回调，等待 H5 超时');
  const injected = faults.error.find((f) => f.method === method);
  if (injected) {
    const message = injected.message ?? codeMessages[injected.code] ?? nativeMessages.injected;
    host.noteFault('error', `注入错误 ${injected.code}`, name);
    return log.answer(failure(call.id, injected.code, message));
  }
  const slow = faults.slow.find((f) => f.method === method);
  if (slow) {
    host.noteFault('slow', `延迟 ${slow.delayMs} ms`, name);
    await host.sleep(slow.delayMs);
  }
  const response = await call.run();
  const after = host.faults();
  if (after.loseCallback.includes(method)) return log.lost('loseCallback', '已执行但回调丢失');
  if (after.oversize.includes(method) && response.ok) {
    host.noteFault('oversize', `响应超过 ${BRIDGE_MAX_PAYLOAD_CHARS} 字符`, name);
    const padding = 'x'.repeat(BRIDGE_MAX_PAYLOAD_CHARS + 1);
    const data = { ...(response.data as object | null), padding };
    return log.answer({ ...response, data } as unknown as BridgeResponse, true);
  }
  return log.answer(response);
}
