/** Every bridge method's handler, and running one: its data, or its refusal as an error answer. */
import type { BridgeMethod, BridgeRequest, BridgeResponse } from '@/lib/bridge/protocol';
import { failure } from './bridge-request';
import { actionHandlers } from './handlers-actions';
import { deviceHandlers } from './handlers-device';
import { fileHandlers } from './handlers-files';
import { locationHandlers } from './handlers-location';
import { mediaHandlers } from './handlers-media';
import { codeMessages } from './messages';
import { NativeError, type HandlerTable, type Runtime } from './runtime';

const handlers: HandlerTable = {
  ...deviceHandlers,
  ...mediaHandlers,
  ...fileHandlers,
  ...locationHandlers,
  ...actionHandlers,
};

export async function runHandler(
  method: BridgeMethod,
  request: BridgeRequest,
  rt: Runtime,
  page: number | undefined,
): Promise<BridgeResponse> {
  const handler = handlers[method] as (p: unknown, r: Runtime, c: { page?: number }) => unknown;
  try {
    const data: unknown = await handler(request.params, rt, { page });
    return { id: request.id, ok: true, code: 'ok', data } as BridgeResponse;
  } catch (e) {
    if (e instanceof NativeError) return failure(request.id, e.code, e.message);
    return failure(request.id, 'failed', (e as Error)?.message || codeMessages.failed);
  }
}
