/** Side effects the app performs for the H5: recorded so tests can assert them, then answered. */
import type { PermissionKind, Wallet } from '@/lib/bridge/protocol';
import type { PaymentOutcome } from './api';
import { nativeMessages } from './messages';
import { asObject, num, oneOf, record, str } from './params';
import { requestPermissionState } from './permissions';
import { regulatoryHandler } from './regulatory';
import { NativeError, type HandlerTable, type Runtime } from './runtime';

type ActionHandlers = Omit<
  HandlerTable,
  | 'capabilities'
  | 'isApp'
  | 'getDeviceId'
  | 'getBrand'
  | 'getAppVersion'
  | 'chooseImage'
  | 'pickPhoto'
  | 'uploadImage'
  | 'readFile'
  | 'scanQr'
  | 'getLocation'
  | 'watchLocation'
  | 'clearWatch'
>;

const WALLETS: readonly Wallet[] = ['alipay', 'wechat'];
const KINDS: readonly PermissionKind[] = ['camera', 'location'];

function takePayment(rt: Runtime, wallet: Wallet): { outcome: PaymentOutcome; delayMs: number } {
  const payment = rt.state().payment;
  const index = payment.queue.findIndex((q) => q.wallet === wallet);
  if (index < 0) return payment[wallet];
  const queued = payment.queue[index];
  rt.replace('payment', { ...payment, queue: payment.queue.filter((_, i) => i !== index) });
  return { outcome: queued.outcome, delayMs: queued.delayMs ?? payment[wallet].delayMs };
}

/** Answers null after recording the call: the common shape of fire-and-forget native actions. */
function recorded(
  kind: 'phoneCall' | 'openBrowser' | 'downloadApp' | 'copyText',
  check: (params: unknown) => void,
) {
  return async (params: unknown, rt: Runtime) => {
    check(params);
    rt.record(kind, params);
    return null;
  };
}

export const actionHandlers: ActionHandlers = {
  pay: async (params, rt) => {
    const wallet = oneOf(params, 'wallet', WALLETS);
    str(params, 'orderInfo');
    const orderNo = str(params, 'orderNo');
    const { outcome, delayMs } = takePayment(rt, wallet);
    await rt.sleep(delayMs);
    rt.record('pay', params, { status: outcome });
    if (outcome === 'cancel') throw new NativeError('cancelled', nativeMessages.payCancelled);
    if (outcome === 'fail') throw new NativeError('failed', nativeMessages.payFailed);
    return { wallet, orderNo, status: 'success' };
  },
  phoneCall: recorded('phoneCall', (p) => str(p, 'phone')),
  openBrowser: recorded('openBrowser', (p) => str(p, 'url')),
  downloadApp: recorded('downloadApp', (p) => str(p, 'url')),
  copyText: recorded('copyText', (p) => str(p, 'text', true)),
  downloadFile: async (params, rt) => {
    str(params, 'url');
    const fileName = str(params, 'fileName').replace(/[\\/]/g, '_');
    const dir =
      rt.state().device.platform === 'ios'
        ? '/var/mobile/Documents'
        : '/storage/emulated/0/Download';
    const path = `${dir}/${fileName}`;
    rt.record('downloadFile', params, { path });
    return { path };
  },
  closeApp: async (_params, rt) => {
    rt.update({ app: { lifecycle: 'closed' } });
    rt.record('closeApp', {});
    return null;
  },
  share: async (params, rt) => {
    str(params, 'title');
    const shared = rt.state().share.outcome === 'shared';
    rt.record('share', params, { shared });
    return { shared };
  },
  syncCookie: async (params, rt) => {
    str(params, 'url');
    record(asObject(params).cookies, 'cookies');
    rt.record('syncCookie', params);
    return null;
  },
  openMap: async (params, rt) => {
    num(params, 'latitude', -90, 90);
    num(params, 'longitude', -180, 180);
    str(params, 'name');
    oneOf(params, 'mode', ['truck', 'car'] as const);
    rt.record('openMap', params);
    return null;
  },
  regulatory: regulatoryHandler,
  openSettings: async (params, rt) => {
    if (asObject(params).kind !== undefined) oneOf(params, 'kind', KINDS);
    rt.record('openSettings', params);
    return null;
  },
  checkPermission: async (params, rt) => {
    const kind = oneOf(params, 'kind', KINDS);
    return { state: rt.state().permissions[kind].state };
  },
  requestPermission: async (params, rt) => {
    const kind = oneOf(params, 'kind', KINDS);
    return { state: requestPermissionState(rt, kind) };
  },
  getEventRecords: async (_params, rt) => {
    const tracking = rt.state().tracking;
    rt.replace('tracking', { ...tracking, buffer: [] });
    return { records: tracking.buffer };
  },
};
