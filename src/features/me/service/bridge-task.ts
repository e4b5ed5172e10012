/**
 * A native action started by a tap (download, copy, share). Success may say so in a toast; a
 * failure is a toast with `failed` when the spec fixes the wording (copy, §8), else the bridge's own
 * message (already written for the driver). A driver who cancels (or whose run answers `false`) is told nothing.
 */
import { showToast } from '@/components/feedback';
import { isBridgeError } from '@/lib/bridge/bridge-error';

export interface BridgeTaskTexts {
  done?: string;
  failed?: string;
  /** When the error is not the bridge's (should not happen, but never silent). */
  fallback: string;
}

export async function bridgeTask(
  run: () => Promise<unknown>,
  texts: BridgeTaskTexts,
): Promise<void> {
  try {
    // `false` means the driver closed the native sheet without finishing: nothing to say.
    if ((await run()) !== false && texts.done) showToast(texts.done, 2000, 'success');
  } catch (err) {
    if (isBridgeError(err) && err.code === 'cancelled') return;
    showToast(texts.failed ?? (isBridgeError(err) ? err.message : texts.fallback), 2000, 'fail');
  }
}
