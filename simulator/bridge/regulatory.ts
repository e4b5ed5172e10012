/** The ministry location SDK's per-waybill state machine: start → send* → (pause → restart)* → stop. */
import type { BridgeParams, BridgeResult, RegulatoryWaybill } from '@/lib/bridge/protocol';
import type { RegulatoryEntry, RegulatoryStatus } from './api';
import { nativeMessages } from './messages';
import { asObject, oneOf, str } from './params';
import { NativeError, type Runtime } from './runtime';

type Action = BridgeParams<'regulatory'>['action'];
const ACTIONS: readonly Action[] = ['start', 'send', 'pause', 'restart', 'stop'];

function waybillOf(params: unknown): RegulatoryWaybill {
  const w = asObject(asObject(params).waybill);
  str(w, 'shippingNoteNumber');
  str(w, 'serialNumber');
  str(w, 'startCountrySubdivisionCode');
  str(w, 'endCountrySubdivisionCode');
  return w as unknown as RegulatoryWaybill;
}

/** The status after `action`, or the refusal message. */
function transition(current: RegulatoryStatus | undefined, action: Action): RegulatoryStatus {
  const refuse = (message: string): never => {
    throw new NativeError('failed', message);
  };
  if (action === 'start') {
    if (current === 'running' || current === 'paused')
      refuse(nativeMessages.regulatoryAlreadyRunning);
    return 'running';
  }
  if (current === undefined) return refuse(nativeMessages.regulatoryNotStarted);
  if (current === 'stopped') return refuse(nativeMessages.regulatoryStopped);
  switch (action) {
    case 'send':
      return current === 'running' ? 'running' : refuse(nativeMessages.regulatoryNotRunning);
    case 'pause':
      return current === 'running' ? 'paused' : refuse(nativeMessages.regulatoryNotRunning);
    case 'restart':
      return current === 'paused' ? 'running' : refuse(nativeMessages.regulatoryNotPaused);
    default:
      return 'stopped';
  }
}

export async function regulatoryHandler(
  params: BridgeParams<'regulatory'>,
  rt: Runtime,
): Promise<BridgeResult<'regulatory'>> {
  const action = oneOf(params, 'action', ACTIONS);
  const waybill = waybillOf(params);
  const key = waybill.shippingNoteNumber;
  const all = rt.state().regulatory;
  const before = all[key];
  // A stopped waybill may start again (a new trip under the same number).
  const status = transition(before?.status, action);
  const entry: RegulatoryEntry = {
    waybill,
    status,
    sends: action === 'start' ? 0 : (before?.sends ?? 0) + (action === 'send' ? 1 : 0),
    updatedAt: rt.now(),
  };
  rt.replace('regulatory', { ...all, [key]: entry });
  rt.record('regulatory', params, { status });
  return { action, accepted: true };
}
