import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAMERA_GRANT_MEMORY_S,
  type CameraDialogKind,
  type CameraPermissionDeps,
  runCameraPermissionFlow,
} from '@/components/camera-permission-dialogs/camera-permission-flow';
import type { PermissionState } from '@/lib/bridge/protocol';
import { createExpiringStorage } from '@/lib/domain/storage-expiry';
import { createMemoryStorage } from '@/lib/storage/browser-storage';
import { bridgeError, fakeBridge, type FakeBridge } from '../../app/native/fake-bridge';

let now: number;
let storage: ReturnType<typeof createExpiringStorage>;
let asked: CameraDialogKind[];
let answers: Record<CameraDialogKind, boolean>;
let toast: ReturnType<typeof vi.fn<(message: string) => void>>;

function flow(check: PermissionState, request: PermissionState = 'granted') {
  const bridge = fakeBridge('native', {
    checkPermission: { state: check },
    requestPermission: { state: request },
    openSettings: null,
  });
  const deps: CameraPermissionDeps = {
    bridge,
    storage,
    ask: async (kind) => {
      asked.push(kind);
      return answers[kind];
    },
    toast,
  };
  return { bridge, run: () => runCameraPermissionFlow(deps) };
}

const methods = (bridge: FakeBridge) => bridge.calls.map((c) => c.method);

beforeEach(() => {
  now = Date.UTC(2025, 0, 1);
  storage = createExpiringStorage(createMemoryStorage(), createMemoryStorage(), () => now);
  asked = [];
  answers = { explain: true, denied: true };
  toast = vi.fn<(message: string) => void>();
});

describe('camera permission (§4, §6, §9)', () => {
  it('granted already: true without a dialog, and remembered', async () => {
    const { bridge, run } = flow('granted');
    await expect(run()).resolves.toBe(true);
    expect(asked).toEqual([]);
    expect(bridge.callsOf('checkPermission')).toEqual([{ kind: 'camera' }]);
    const again = flow('denied');
    await expect(again.run()).resolves.toBe(true);
    expect(again.bridge.calls).toEqual([]);
  });

  it('never asked: 相机权限获取提醒 first, then the system prompt; a grant is remembered', async () => {
    const { bridge, run } = flow('prompt', 'granted');
    await expect(run()).resolves.toBe(true);
    expect(asked).toEqual(['explain']);
    expect(methods(bridge)).toEqual(['checkPermission', 'requestPermission']);
    expect(bridge.callsOf('requestPermission')).toEqual([{ kind: 'camera' }]);
    const again = flow('prompt');
    await expect(again.run()).resolves.toBe(true);
    expect(again.bridge.calls).toEqual([]);
  });

  it('cancel on the explanation: false, the system prompt is not shown', async () => {
    answers.explain = false;
    const { bridge, run } = flow('prompt');
    await expect(run()).resolves.toBe(false);
    expect(methods(bridge)).toEqual(['checkPermission']);
  });

  it('refused at the system prompt: 温馨提示, and 去设置 opens the camera settings', async () => {
    const { bridge, run } = flow('prompt', 'denied');
    await expect(run()).resolves.toBe(false);
    expect(asked).toEqual(['explain', 'denied']);
    expect(bridge.callsOf('openSettings')).toEqual([{ kind: 'camera' }]);
    // A refusal is not remembered: the next tap asks the phone again.
    const again = flow('denied');
    await expect(again.run()).resolves.toBe(false);
    expect(again.bridge.callsOf('checkPermission')).toHaveLength(1);
  });

  it('denied at the check: 温馨提示 directly; 取消 opens nothing', async () => {
    answers.denied = false;
    const { bridge, run } = flow('denied');
    await expect(run()).resolves.toBe(false);
    expect(asked).toEqual(['denied']);
    expect(methods(bridge)).toEqual(['checkPermission']);
  });

  it.each(['timeout', 'not_ready', 'unavailable'] as const)(
    'a %s bridge error toasts its message and gives false',
    async (code) => {
      const { bridge, run } = flow('granted');
      bridge.answers.checkPermission = bridgeError(code, 'checkPermission');
      await expect(run()).resolves.toBe(false);
      expect(toast).toHaveBeenCalledWith(bridgeError(code, 'checkPermission').message);
      expect(asked).toEqual([]);
    },
  );

  it('remembers a grant for 2,626,560 s, then asks again', async () => {
    expect(CAMERA_GRANT_MEMORY_S).toBe(2_626_560);
    await flow('granted').run();
    now += CAMERA_GRANT_MEMORY_S * 1000 - 1;
    const within = flow('denied');
    await expect(within.run()).resolves.toBe(true);
    expect(within.bridge.calls).toEqual([]);

    now += 1;
    const expired = flow('denied');
    await expect(expired.run()).resolves.toBe(false);
    expect(expired.bridge.callsOf('checkPermission')).toHaveLength(1);
    expect(asked).toEqual(['denied']);
  });
});
