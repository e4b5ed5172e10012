/**
 * A picked photo kept on the phone for the outbox, with the watermark facts of the moment it was
 * taken. What is kept is the original the native side took, read over the bridge (`readFile`);
 * only when the app cannot give it (an older app, a failed read) is it the file's preview URL,
 * which may be a thumbnail: the file then says `quality: 'preview'` and the outbox shows 预览画质.
 */
import type { BridgeClient } from '@/lib/bridge/bridge';
import type { NativeFileRef } from '@/lib/bridge/protocol';
import { readOriginal } from '@/lib/bridge/read-file';
import type { OutboxFile, WatermarkFacts } from '@/lib/outbox/types';

type KeptFile = Pick<NativeFileRef, 'ref' | 'name' | 'type' | 'previewUrl'>;

/** The original's bytes, or null when this app cannot give them. */
async function originalOf(bridge: BridgeClient, file: KeptFile): Promise<Blob | null> {
  if (!(await bridge.supports('readFile'))) return null;
  try {
    return await readOriginal(bridge, file);
  } catch (error) {
    console.warn('[outbox] the original could not be read, keeping the preview', error);
    return null;
  }
}

/** Rejects only when neither the original nor the preview can be read. */
export async function localPhotoFile(
  bridge: BridgeClient,
  file: KeptFile,
  watermark: WatermarkFacts,
): Promise<OutboxFile> {
  const original = await originalOf(bridge, file);
  if (original) return { blob: original, name: file.name, watermark, quality: 'original' };
  const response = await fetch(file.previewUrl);
  if (!response.ok) throw new Error(`preview ${file.previewUrl}: HTTP ${response.status}`);
  const bytes = await response.blob();
  const blob = bytes.type ? bytes : new Blob([bytes], { type: file.type });
  return { blob, name: file.name, watermark, quality: 'preview' };
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
  return localPhotoFile(bridge, file, await watermarkFactsNow(bridge, who));
}
