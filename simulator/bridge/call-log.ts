/** A bridge call's line in the timeline: pending, then answered (code, size, result) or lost. */
import type { BridgeResponse } from '@/lib/bridge/protocol';
import type { FaultKind } from './api';
import type { BridgeFailure } from './bridge-request';
import type { Timeline } from './timeline';

export type NoteFault = (fault: FaultKind, note: string, method?: string) => void;

export interface CallLog {
  /** A fault dropped the answer: the page never hears back. */
  lost(fault: FaultKind, note: string): null;
  answer(response: BridgeResponse, oversize?: boolean): BridgeResponse;
}

export interface CallStart {
  /** The handler name the page used. */
  name: string;
  id: string;
  params: unknown;
  /** Clock time the call arrived. */
  started: number;
  requestChars: number;
}

export function logCall(
  timeline: Timeline,
  now: () => number,
  noteFault: NoteFault,
  call: CallStart,
): CallLog {
  const { name, id, params, started, requestChars } = call;
  const seq = timeline.add({
    time: started,
    kind: 'call',
    method: name,
    id,
    params,
    status: 'pending',
    requestChars,
  });
  return {
    lost(fault, note) {
      noteFault(fault, note, name);
      timeline.update(seq, { status: 'lost', durationMs: now() - started });
      return null;
    },
    answer(response, oversize = false) {
      const json = JSON.stringify(response);
      timeline.update(seq, {
        status: 'answered',
        code: response.code,
        durationMs: now() - started,
        responseChars: json.length,
        // An oversize answer is logged by its size: the padding would flood the timeline.
        ...(response.ok
          ? { result: oversize ? `[超大响应 ${json.length} 字符]` : response.data }
          : { error: response.error }),
      });
      return response;
    },
  };
}

/** A request the fake native could not read, answered at once with bad_params. */
export function logBadRequest(
  timeline: Timeline,
  call: Pick<CallStart, 'started' | 'requestChars'> & { name: string | undefined },
  response: BridgeFailure,
): void {
  timeline.add({
    time: call.started,
    kind: 'call',
    method: call.name ?? '?',
    status: 'answered',
    code: response.code,
    error: response.error,
    requestChars: call.requestChars,
    durationMs: 0,
  });
}
