/**
 * App update check (§4, §9): 2 s after start, inside the app only, the installed version is compared
 * with the published one; the prompt shows only when the installed one is lower. 立即更新 starts the
 * download (after 1.5 s on Android, at once on iOS); a forced prompt stays until the driver updates,
 * and 下次再说 holds for the rest of the session.
 */
import type { BridgeClient } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { Platform } from '@/lib/bridge/protocol';
import type { VersionPublish, VersionQuery } from '@/lib/contract/common/version';
import { shouldUpdate } from '@/lib/domain/version';
import type { StorageLike } from '@/lib/storage/browser-storage';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { type TrackingEvent, trackingEvent } from '@/lib/tracking/tracking-event';
import { appMessages } from '../messages';
import type { UpdatePromptState } from './update-prompt-state';

export const UPDATE_CHECK_DELAY_MS = 2_000;
export const ANDROID_DOWNLOAD_DELAY_MS = 1_500;
/** Session storage: the version the driver put off with 下次再说 (a WebView reload keeps it). */
export const UPDATE_DISMISSED_KEY = 'driver_update_dismissed';
/** The driver app's native package. */
const DRIVER_APP_RELEASE = { publishPort: 1, publishType: 1 } as const;

export interface UpdateCheckDeps {
  bridge: Pick<BridgeClient, 'ready' | 'call'>;
  /** versionPublish/getNowPublishVersion, errors ignored (no toast). */
  fetchPublished(query: VersionQuery): Promise<VersionPublish | null>;
  show(prompt: UpdatePromptState | null): void;
  toast(message: string): void;
  track(event: TrackingEvent): void;
  session: StorageLike;
}

function versionQuery(platform: Platform): VersionQuery {
  return { ...DRIVER_APP_RELEASE, operatingSystem: platform === 'ios' ? 2 : 1 };
}

/** Starts the check; returns stop() (timers cleared, any prompt closed). */
export function startUpdateCheck(deps: UpdateCheckDeps): () => void {
  let stopped = false;
  let shown = false;
  let downloadTimer: ReturnType<typeof setTimeout> | undefined;

  const show = (prompt: UpdatePromptState | null) => {
    if (stopped) return;
    shown = prompt !== null;
    deps.show(prompt);
  };

  const offer = (published: VersionPublish, platform: Platform) => {
    const forced = published.isUpdate !== '0';
    let updating = false;

    const render = () =>
      show({
        version: published.publishVersion,
        notes: published.publicshContext ?? '',
        forced,
        updating,
        onUpdate,
        onLater,
      });

    function onLater() {
      if (forced) return;
      deps.session.setItem(UPDATE_DISMISSED_KEY, published.publishVersion);
      show(null);
    }

    function download() {
      deps.bridge
        .call('downloadApp', { url: published.downloadAddress })
        .then(() => {
          updating = false;
          // The driver must update: a forced prompt stays, ready for another try.
          if (forced) render();
          else show(null);
        })
        .catch((err: unknown) => {
          updating = false;
          deps.toast(isBridgeError(err) ? err.message : appMessages.updateFailed);
          render();
        });
    }

    function onUpdate() {
      if (updating) return;
      updating = true;
      render();
      deps.toast(appMessages.updateDownloading);
      deps.track(
        trackingEvent(TRACKING_EVENTS.appUpdateDownload, { version: published.publishVersion }),
      );
      if (platform === 'android') downloadTimer = setTimeout(download, ANDROID_DOWNLOAD_DELAY_MS);
      else download();
    }

    render();
  };

  const check = async () => {
    if ((await deps.bridge.ready()) !== 'native' || stopped) return;
    const { version: installed, platform } = await deps.bridge.call('getAppVersion', {});
    const published = await deps.fetchPublished(versionQuery(platform));
    deps.track(
      trackingEvent(TRACKING_EVENTS.appUpdateCheck, {
        installed,
        published: published?.publishVersion ?? null,
      }),
    );
    if (stopped || !published || !shouldUpdate(installed, published.publishVersion)) return;
    // 下次再说 only ever skipped an optional update: the same version made forced prompts again.
    const dismissed = deps.session.getItem(UPDATE_DISMISSED_KEY) === published.publishVersion;
    if (dismissed && published.isUpdate === '0') return;
    offer(published, platform);
  };

  const timer = setTimeout(() => {
    // A failed check (no app version, server down) means no prompt; it never blocks the driver.
    check().catch(() => {});
  }, UPDATE_CHECK_DELAY_MS);

  return () => {
    clearTimeout(timer);
    clearTimeout(downloadTimer);
    if (shown) deps.show(null);
    stopped = true;
  };
}
