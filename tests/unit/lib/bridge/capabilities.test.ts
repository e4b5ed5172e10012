import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '@/lib/bridge/bridge';
import {
  BRIDGE_CALL_TIMEOUT_MS,
  BRIDGE_METHODS,
  BRIDGE_READY_TIMEOUT_MS,
  LEGACY_PHOTO_PICK_HANDLER,
  type BridgeRequest,
} from '@/lib/bridge/protocol';
import { createFakeHost, createFakeNative, fail, flush, ok } from './support';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function nativeClient(answers: Record<string, (request: BridgeRequest) => unknown>) {
  const native = createFakeNative(answers);
  const client = createBridge({
    target: createFakeHost({ WebViewJavascriptBridge: native.bridge }),
  });
  return { native, client };
}

const capabilitiesOf = (platform: string, appVersion: string) =>
  ok({ protocol: 1, platform, appVersion, methods: ['pickPhoto', 'getDeviceId'] });

describe('capabilities', () => {
  it('asks the app once and keeps its answer', async () => {
    const { native, client } = nativeClient({
      capabilities: ok({
        protocol: 1,
        platform: 'android',
        appVersion: '2.0.1',
        methods: ['getDeviceId', 'pay', 'teleport'],
      }),
    });
    const found = await client.capabilities();
    expect(found.mode).toBe('native');
    expect(found.platform).toBe('android');
    expect(found.appVersion).toBe('2.0.1');
    expect([...found.methods].sort()).toEqual(['capabilities', 'getDeviceId', 'pay']);
    await client.capabilities();
    await expect(client.supports('pay')).resolves.toBe(true);
    await expect(client.supports('regulatory')).resolves.toBe(false);
    expect(native.calls.filter((call) => call.name === 'capabilities')).toHaveLength(1);
  });

  it('assumes the v1 core set when the app predates capabilities', async () => {
    const { native, client } = nativeClient({
      capabilities: fail('unsupported', 'no handler capabilities'),
      getAppVersion: ok({ version: '1.2.3', platform: 'ios' }),
    });
    const found = await client.capabilities();
    expect(found).toMatchObject({ mode: 'native', platform: 'ios', appVersion: '1.2.3' });
    // readFile came after capabilities: an app that cannot list its methods does not have it.
    expect([...found.methods].sort()).toEqual(
      BRIDGE_METHODS.filter((method) => method !== 'capabilities' && method !== 'readFile').sort(),
    );
    await client.capabilities();
    expect(native.calls.map((call) => call.name)).toEqual(['capabilities', 'getAppVersion']);
  });

  it('also assumes the core set when the app never answers capabilities', async () => {
    const { native, client } = nativeClient({
      getAppVersion: ok({ version: '1.2.0', platform: 'android' }),
      [LEGACY_PHOTO_PICK_HANDLER]: ok({ files: [] }),
    });
    const pick = client.call('pickPhoto', { count: 1 });
    await flush();
    vi.advanceTimersByTime(BRIDGE_CALL_TIMEOUT_MS);
    await expect(pick).resolves.toEqual({ files: [] });
    expect(native.calls.at(-1)!.name).toBe(LEGACY_PHOTO_PICK_HANDLER);
    const found = await client.capabilities();
    expect(found).toMatchObject({ platform: 'android', appVersion: '1.2.0' });
    expect(found.methods.has('pay')).toBe(true);
  });

  it('asks again next time when asking failed', async () => {
    let answer: (request: BridgeRequest) => unknown = fail('failed', 'busy');
    const { native, client } = nativeClient({ capabilities: (request) => answer(request) });
    await expect(client.capabilities()).rejects.toMatchObject({ code: 'failed' });
    await expect(client.supports('pay')).resolves.toBe(false);
    answer = capabilitiesOf('android', '3.0.0');
    await expect(client.supports('pickPhoto')).resolves.toBe(true);
    expect(native.calls.filter((call) => call.name === 'capabilities')).toHaveLength(3);
  });

  it('lists what this browser can do in web mode', async () => {
    const host = createFakeHost({
      navigator: { clipboard: { writeText: async () => undefined } } as unknown as Navigator,
      location: { href: 'https://driver.example/' },
    });
    const client = createBridge({ target: host });
    const pending = client.capabilities();
    vi.advanceTimersByTime(BRIDGE_READY_TIMEOUT_MS);
    const found = await pending;
    expect(found).toMatchObject({ mode: 'web', platform: 'web', appVersion: '' });
    expect(found.methods.has('copyText')).toBe(true);
    expect(found.methods.has('phoneCall')).toBe(true);
    expect(found.methods.has('chooseImage')).toBe(true);
    expect(found.methods.has('pay')).toBe(false);
    expect(found.methods.has('regulatory')).toBe(false);
    expect(found.methods.has('share')).toBe(false);
    expect(found.methods.has('getLocation')).toBe(false);
    await expect(client.supports('getDeviceId')).resolves.toBe(true);
  });
});

describe('photo-pick handler name (§9)', () => {
  it.each([
    ['android', '1.2.8', LEGACY_PHOTO_PICK_HANDLER],
    ['android', '1.2.9', 'pickPhoto'],
    ['android', '1.10.0', 'pickPhoto'],
    ['ios', '1.2.8', 'pickPhoto'],
  ])('%s %s uses %s', async (platform, version, handler) => {
    const { native, client } = nativeClient({
      capabilities: capabilitiesOf(platform, version),
      [LEGACY_PHOTO_PICK_HANDLER]: ok({ files: [] }),
      pickPhoto: ok({ files: [] }),
    });
    await expect(client.call('pickPhoto', { count: 2 })).resolves.toEqual({ files: [] });
    const pick = native.calls.find((call) => call.request.method === 'pickPhoto')!;
    expect(pick.name).toBe(handler);
    expect(pick.request).toMatchObject({ method: 'pickPhoto', params: { count: 2 } });
  });

  it('learns an old app version from getAppVersion', async () => {
    const { native, client } = nativeClient({
      capabilities: fail('unsupported'),
      getAppVersion: ok({ version: '1.2.8', platform: 'android' }),
      pickPhoto: ok({ files: [] }),
    });
    void client.call('pickPhoto', { count: 1 });
    await flush();
    expect(native.calls.at(-1)!.name).toBe(LEGACY_PHOTO_PICK_HANDLER);
  });
});
