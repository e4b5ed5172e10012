/**
 * A picked photo kept on the phone for the outbox: the H5 never gets the native file's bytes, so
 * what it keeps is what the WebView can read, the file's preview URL, with the watermark facts of
 * the moment it was taken.
 */
import type { BridgeClient } from '@/lib/bridge/bridge';
import type { NativeFileRef } from '@/lib/bridge/protocol';
import type { OutboxFile, WatermarkFacts } from '@/lib/outbox/types';

export async function localPhotoFile(
  file: Pick<NativeFileRef, 'name' | 'type' | 'previewUrl'>,
  watermark: WatermarkFacts,
): Promise<OutboxFile> {
  const response = await fetch(file.previewUrl);
  const bytes = await response.blob();
  const blob = bytes.type ? bytes : new Blob([bytes], { type: file.type });
  return { blob, name: file.name, watermark };
}

/** Who took a photo, and where the phone is now (the location line and the fix, when known). */
export async function watermarkFactsNow(
  bridge: BridgeClient,
  who: { name: string; phone: string },
  locationText?: string,
): Promise<WatermarkFacts> {
  const facts: WatermarkFacts = {
    uploaderName: who.name,
    uploaderPhone: who.phone,
    locationText: locationText ?? '',
    takenAt: Date.now(),
  };
  try {
    const fix = await bridge.call('getLocation', {}, { timeoutMs: 5000 });
    facts.longitude = fix.longitude;
    facts.latitude = fix.latitude;
    if (!locationText)
      facts.locationText =
        fix.address?.trim() || `${fix.longitude.toFixed(6)},${fix.latitude.toFixed(6)}`;
  } catch {
    // The watermark says what was known at the moment: no position.
  }
  return facts;
}

/** A new photo from the camera, kept locally (a retake of a refused photo); null when cancelled. */
export async function takeLocalPhoto(
  bridge: BridgeClient,
  who: { name: string; phone: string },
): Promise<OutboxFile | null> {
  let files: NativeFileRef[];
  try {
    ({ files } = await bridge.call('chooseImage', { source: 'camera', count: 1 }));
  } catch {
    return null;
  }
  const [file] = files;
  if (!file) return null;
  return localPhotoFile(file, await watermarkFactsNow(bridge, who));
}
