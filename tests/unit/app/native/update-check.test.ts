import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMessages } from '@/app/messages';
import {
  ANDROID_DOWNLOAD_DELAY_MS,
  UPDATE_CHECK_DELAY_MS,
  UPDATE_DISMISSED_KEY,
  type UpdateCheckDeps,
  startUpdateCheck,
} from '@/app/native/update-check';
import type { UpdatePromptState } from '@/app/native/update-prompt-state';
import type { Platform } from '@/lib/bridge/protocol';
import type { VersionPublish } from '@/lib/contract/common/version';
import { createMemoryStorage } from '@/lib/storage/browser-storage';
import { bridgeError, fakeBridge, settle, type FakeBridge } from './fake-bridge';

const PUBLISHED: VersionPublish = {
  publishVersion: '1.3.0',
  publicshContext: '1. 新增扫一扫\n2. 修复已知问题',
  downloadAddress: 'https://download.test/driver.apk',
  isUpdate: '0',
};

interface Harness {
  bridge: FakeBridge;
  deps: UpdateCheckDeps;
  fetchPublished: ReturnType<typeof vi.fn>;
  shown: Array<UpdatePromptState | null>;
  toast: ReturnType<typeof vi.fn>;
  prompt(): UpdatePromptState | null;
}

function harness(
  options: {
    installed?: string;
    platform?: Platform;
    published?: VersionPublish | null | Error;
    mode?: 'native' | 'web';
    session?: ReturnType<typeof createMemoryStorage>;
  } = {},
): Harness {
  const bridge = fakeBridge(options.mode ?? 'native', {
    getAppVersion: {
      version: options.installed ?? '1.2.0',
      platform: options.platform ?? 'android',
    },
    downloadApp: null,
  });
  const published = options.published === undefined ? PUBLISHED : options.published;
  const fetchPublished = vi.fn(async () => {
    if (published instanceof Error) throw published;
    return published;
  });
  const shown: Array<UpdatePromptState | null> = [];
  const toast = vi.fn();
  const deps: UpdateCheckDeps = {
    bridge,
    fetchPublished,
    show: (p) => shown.push(p),
    toast,
    track: vi.fn(),
    session: options.session ?? createMemoryStorage(),
  };
  return { bridge, deps, fetchPublished, shown, toast, prompt: () => shown.at(-1) ?? null };
}

async function afterStart(): Promise<void> {
  await vi.advanceTimersByTimeAsync(UPDATE_CHECK_DELAY_MS);
  await settle();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('update check (§4, §9)', () => {
  it('asks nothing before 2 s, then the installed version and the published one for Android', async () => {
    const h = harness();
    startUpdateCheck(h.deps);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_DELAY_MS - 1);
    expect(h.bridge.calls).toEqual([]);
    expect(h.fetchPublished).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(h.bridge.callsOf('getAppVersion')).toHaveLength(1);
    expect(h.fetchPublished).toHaveBeenCalledWith({
      publishPort: 1,
      publishType: 1,
      operatingSystem: 1,
    });
  });

  it('asks for the iOS package (operatingSystem 2) on iOS', async () => {
    const h = harness({ platform: 'ios' });
    startUpdateCheck(h.deps);
    await afterStart();
    expect(h.fetchPublished).toHaveBeenCalledWith({
      publishPort: 1,
      publishType: 1,
      operatingSystem: 2,
    });
  });

  it('checks nothing outside the app', async () => {
    const h = harness({ mode: 'web' });
    startUpdateCheck(h.deps);
    await afterStart();
    expect(h.bridge.calls).toEqual([]);
    expect(h.fetchPublished).not.toHaveBeenCalled();
    expect(h.shown).toEqual([]);
  });

  it.each([
    ['1.2.0', '1.3.0', true],
    ['1.2.9', '1.10.0', true],
    ['1.3.0', '1.3.0', false],
    ['1.4.0', '1.3.0', false],
    ['1.3', '1.4.0', false],
    ['1.2.0', 'v1.3.0', false],
  ])('installed %s, published %s: prompt %s', async (installed, publishVersion, prompts) => {
    const h = harness({ installed, published: { ...PUBLISHED, publishVersion } });
    startUpdateCheck(h.deps);
    await afterStart();
    expect(h.prompt() !== null).toBe(prompts);
  });

  it('shows nothing when nothing is published or the check fails', async () => {
    for (const published of [null, new Error('网络异常')]) {
      const h = harness({ published });
      startUpdateCheck(h.deps);
      await afterStart();
      expect(h.shown).toEqual([]);
    }
    const failing = harness();
    failing.bridge.answers.getAppVersion = bridgeError('timeout', 'getAppVersion');
    startUpdateCheck(failing.deps);
    await afterStart();
    expect(failing.fetchPublished).not.toHaveBeenCalled();
    expect(failing.shown).toEqual([]);
  });

  it('prompts with the version and the release notes; isUpdate "0" may be put off', async () => {
    const h = harness();
    startUpdateCheck(h.deps);
    await afterStart();
    expect(h.prompt()).toMatchObject({
      version: '1.3.0',
      notes: PUBLISHED.publicshContext,
      forced: false,
      updating: false,
    });
  });

  it.each(['1', '2', ''])('isUpdate %j is forced', async (isUpdate) => {
    const h = harness({ published: { ...PUBLISHED, isUpdate: isUpdate as '1' } });
    startUpdateCheck(h.deps);
    await afterStart();
    expect(h.prompt()?.forced).toBe(true);
    h.prompt()!.onLater();
    expect(h.prompt()).not.toBeNull();
  });

  it('on Android 立即更新 toasts at once and starts the download 1.5 s later', async () => {
    const h = harness({ platform: 'android' });
    startUpdateCheck(h.deps);
    await afterStart();
    h.prompt()!.onUpdate();
    expect(h.toast).toHaveBeenCalledWith(appMessages.updateDownloading);
    expect(h.prompt()?.updating).toBe(true);
    await vi.advanceTimersByTimeAsync(ANDROID_DOWNLOAD_DELAY_MS - 1);
    expect(h.bridge.callsOf('downloadApp')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.bridge.callsOf('downloadApp')).toEqual([{ url: PUBLISHED.downloadAddress }]);
  });

  it('on iOS 立即更新 starts the download at once', async () => {
    const h = harness({ platform: 'ios' });
    startUpdateCheck(h.deps);
    await afterStart();
    h.prompt()!.onUpdate();
    expect(h.bridge.callsOf('downloadApp')).toEqual([{ url: PUBLISHED.downloadAddress }]);
  });

  it('starts one download however often 立即更新 is tapped meanwhile', async () => {
    const h = harness();
    startUpdateCheck(h.deps);
    await afterStart();
    const prompt = h.prompt()!;
    prompt.onUpdate();
    prompt.onUpdate();
    h.prompt()!.onUpdate();
    await vi.advanceTimersByTimeAsync(ANDROID_DOWNLOAD_DELAY_MS);
    expect(h.bridge.callsOf('downloadApp')).toHaveLength(1);
  });

  it('keeps a forced prompt open after the download started; closes an optional one', async () => {
    const forced = harness({ platform: 'ios', published: { ...PUBLISHED, isUpdate: '1' } });
    startUpdateCheck(forced.deps);
    await afterStart();
    forced.prompt()!.onUpdate();
    await settle();
    expect(forced.prompt()).toMatchObject({ forced: true, updating: false });

    const optional = harness({ platform: 'ios' });
    startUpdateCheck(optional.deps);
    await afterStart();
    optional.prompt()!.onUpdate();
    await settle();
    expect(optional.prompt()).toBeNull();
  });

  it('toasts why a download failed and keeps the prompt for another try', async () => {
    const h = harness({ platform: 'ios' });
    h.bridge.answers.downloadApp = bridgeError('failed', 'downloadApp');
    startUpdateCheck(h.deps);
    await afterStart();
    h.prompt()!.onUpdate();
    await settle();
    expect(h.toast).toHaveBeenLastCalledWith('操作失败，请重试');
    expect(h.prompt()).toMatchObject({ updating: false });
  });

  it('下次再说 closes the prompt and it does not come back this session', async () => {
    const session = createMemoryStorage();
    const h = harness({ session });
    startUpdateCheck(h.deps);
    await afterStart();
    h.prompt()!.onLater();
    expect(h.prompt()).toBeNull();
    expect(session.getItem(UPDATE_DISMISSED_KEY)).toBe('1.3.0');

    const again = harness({ session });
    startUpdateCheck(again.deps);
    await afterStart();
    expect(again.shown).toEqual([]);
  });

  it('the same version made forced prompts again after 下次再说', async () => {
    const session = createMemoryStorage();
    const h = harness({ session });
    startUpdateCheck(h.deps);
    await afterStart();
    h.prompt()!.onLater();

    const forced = harness({ session, published: { ...PUBLISHED, isUpdate: '1' } });
    startUpdateCheck(forced.deps);
    await afterStart();
    expect(forced.prompt()).toMatchObject({ forced: true });
  });

  it('stop() before 2 s means no check at all', async () => {
    const h = harness();
    const stop = startUpdateCheck(h.deps);
    stop();
    await afterStart();
    expect(h.bridge.calls).toEqual([]);
  });
});
